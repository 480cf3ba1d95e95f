// A post as Google's v4 API takes it (a LocalPost): the text, its type, the button as a call to action, an offer's
// or event's title and schedule (Google's date and time-of-day objects, from the wall times the owner chose), an
// offer's coupon and terms, and the photo Google fetches.
import "server-only";
import type { LocalPostDraft } from "./types";

/** yyyy-MM-ddTHH:mm as Google's google.type.Date and google.type.TimeOfDay. */
function dateAndTime(wall: string) {
  const [year, month, day, hours, minutes] = wall.split(/[-T:]/).map(Number);
  return { date: { year, month, day }, time: { hours, minutes, seconds: 0, nanos: 0 } };
}

export function localPostBody({ summary, photoUrl, options }: LocalPostDraft): Record<string, unknown> {
  const { type, button } = options;
  const event =
    options.type !== "STANDARD" && options.title && options.start && options.end
      ? (() => {
          const start = dateAndTime(options.start);
          const end = dateAndTime(options.end);
          return { title: options.title, schedule: { startDate: start.date, startTime: start.time, endDate: end.date, endTime: end.time } };
        })()
      : undefined;
  const offer =
    options.type === "OFFER"
      ? { ...(options.couponCode && { couponCode: options.couponCode }), ...(options.terms && { termsConditions: options.terms }) }
      : undefined;
  return {
    languageCode: "en",
    summary,
    topicType: type,
    ...(button && { callToAction: { actionType: button.action, ...(button.url && { url: button.url }) } }),
    ...(event && { event }),
    ...(offer && Object.keys(offer).length > 0 && { offer }),
    ...(photoUrl && { media: [{ mediaFormat: "PHOTO", sourceUrl: photoUrl }] }),
  };
}
