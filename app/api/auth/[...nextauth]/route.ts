// GET|POST /api/auth/* – Auth.js endpoints (session, csrf, OAuth callbacks).
import { handlers } from "@/lib/auth";

export const { GET, POST } = handlers;
