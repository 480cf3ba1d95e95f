// The id posts from the offline writer carry (Post.writer), shared by the writer (lib/integrations/ai) and the
// browser, which shows such posts as written offline; so it lives outside the server-only folders.
export const OFFLINE_WRITER_ID = "offline";
