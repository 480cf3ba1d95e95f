// What an unsubscribe link that cannot be used says, on the server's refusal and on the page: apart from the
// schemas, so the public unsubscribe page does not load zod.
export const INVALID_UNSUBSCRIBE_LINK = "This unsubscribe link isn't valid or has expired. You can choose which emails you get on your Account page.";
export const USED_UNSUBSCRIBE_LINK = "This link has already been used. You can choose which emails you get on your Account page.";
