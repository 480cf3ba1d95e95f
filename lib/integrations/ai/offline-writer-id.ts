// The id posts from the offline writer carry (Post.writer); kept apart so the browser can import it cheaply.
export const OFFLINE_WRITER_ID = "offline";
