// Media containers in the Instagram Graph API double: an image post's, a carousel's child (`is_carousel_item`) or a
// CAROUSEL naming 2 to 10 children (POST /{ig-user-id}/media), each looked at until it is processed (GET
// /{container-id}: IN_PROGRESS for a set number of looks, then FINISHED, ERROR or EXPIRED as the settings say), and
// published within the account's publishing limit (POST /{ig-user-id}/media_publish).
import {
  alreadyPublished,
  captionRefusal,
  carouselItemNotPublishable,
  carouselSizeRefusal,
  fetchInstagramImage,
  mediaNotFound,
  notACarouselItem,
  notReady,
  publishingLimitReached,
} from "@/lib/channels/instagram/instagram-rules";
import { ok, publishedToday, refused, refusedWith, type Container, type InstagramState, type Reply } from "./state";

function newContainer(state: InstagramState, container: Omit<Container, "id" | "looksLeft" | "status">): Reply {
  const id = `c${++state.counter}`;
  state.containers.set(id, { id, ...container, looksLeft: state.settings.looksInProgress, status: "IN_PROGRESS" });
  return ok({ id });
}

/** POST /{ig-user-id}/media: an image post's container, a carousel's child (no caption), or a CAROUSEL container. */
export async function createContainer(state: InstagramState, accountId: string, params: URLSearchParams): Promise<Reply> {
  if (params.get("media_type") === "CAROUSEL") return createCarousel(state, accountId, params);
  const kind = params.get("is_carousel_item") === "true" ? "carousel item" : "image";
  // A child has no caption of its own: the carousel's is the post's.
  const caption = kind === "image" ? (params.get("caption") ?? "") : "";
  const problem = captionRefusal(caption);
  if (problem) return refusedWith(problem);
  const image = await fetchInstagramImage(params.get("image_url") ?? "");
  if ("error" in image) return refusedWith(image);
  return newContainer(state, { accountId, kind, caption, items: [{ image, altText: params.get("alt_text") }] });
}

/** A CAROUSEL container: 2 to 10 children, each this account's, made as a carousel item and FINISHED. */
function createCarousel(state: InstagramState, accountId: string, params: URLSearchParams): Reply {
  const ids = (params.get("children") ?? "").split(",").filter(Boolean);
  const problem = carouselSizeRefusal(ids.length) ?? captionRefusal(params.get("caption") ?? "");
  if (problem) return refusedWith(problem);
  const children: Container[] = [];
  for (const id of ids) {
    const child = state.containers.get(id);
    if (!child || child.accountId !== accountId) return refusedWith(mediaNotFound());
    if (child.kind !== "carousel item") return refusedWith(notACarouselItem());
    if (child.status !== "FINISHED") return refusedWith(notReady());
    children.push(child);
  }
  return newContainer(state, { accountId, kind: "carousel", caption: params.get("caption") ?? "", items: children.flatMap((child) => child.items) });
}

/** GET /{container-id}: its status, one look nearer the end of processing. */
export function lookAt({ settings }: InstagramState, container: Container, fields: string): Reply {
  if (container.status === "IN_PROGRESS" && container.looksLeft-- <= 0) container.status = settings.outcome;
  const status = {
    FINISHED: "Finished: Media has been uploaded and it is ready to be published.",
    IN_PROGRESS: "In Progress",
    ERROR: settings.errorStatus,
    EXPIRED: "Expired",
    PUBLISHED: "Published",
  }[container.status];
  return ok({
    ...(fields.includes("status_code") && { status_code: container.status }),
    ...(/(^|,)status(,|$)/.test(fields) && { status }),
    id: container.id,
  });
}

/** POST /{ig-user-id}/media_publish: a FINISHED container (not a carousel's child) as one post, within the limit. */
export function publish(state: InstagramState, accountId: string, params: URLSearchParams): Reply {
  const container = state.containers.get(params.get("creation_id") ?? "");
  if (!container || container.accountId !== accountId) return refusedWith(mediaNotFound());
  if (container.kind === "carousel item") return refusedWith(carouselItemNotPublishable());
  if (container.status === "EXPIRED") return refused(-2, "The media you are trying to access has expired. Please try to upload again.", { subcode: 2207020 });
  if (container.status === "PUBLISHED") return refusedWith(alreadyPublished());
  if (container.status !== "FINISHED") return refusedWith(notReady());
  if (publishedToday(state, accountId) >= state.settings.limit) return refusedWith(publishingLimitReached());
  const id = `m${++state.counter}`;
  container.status = "PUBLISHED";
  const [cover] = container.items;
  state.media.push({
    id,
    accountId,
    caption: container.caption,
    altText: cover!.altText,
    image: cover!.image,
    ...(container.kind === "carousel" && { children: container.items }),
    timestamp: Date.now(),
    permalink: `https://www.instagram.com/p/${id}/`,
  });
  return ok({ id });
}
