import { describe, expect, it } from "vitest";
import { actAs, call, createUser, noParams } from "../support/session";
import { POST as sendFeedback } from "@/app/api/feedback/route";
import { db } from "@/lib/db";

async function post(body: unknown) {
  const response = await sendFeedback(call("/api/feedback", { method: "POST", body: typeof body === "string" ? body : JSON.stringify(body) }), noParams);
  return { status: response.status, body: await response.json() };
}

describe("POST /api/feedback", () => {
  it("stores `content` for the signed-in user", async () => {
    const user = await createUser("fb");
    actAs(user);
    const reply = await post({ content: "The scheduler saved my Saturday mornings." });
    expect(reply.status).toBe(201);
    expect(reply.body.statusCode).toBe("OK");
    expect(await db.feedback.findMany({ where: { userId: user.id }, select: { content: true } })).toEqual([
      { content: "The scheduler saved my Saturday mornings." },
    ]);
  });

  it("accepts `message` as the other reading of the payload", async () => {
    const user = await createUser("fb");
    actAs(user);
    expect((await post({ message: "Please add Instagram next, thank you!" })).status).toBe(201);
    expect(await db.feedback.count({ where: { userId: user.id } })).toBe(1);
  });

  it.each([
    [{ content: "too short" }, "Message must be at least 10 characters"],
    [{ content: "          " }, "Message must be at least 10 characters"],
    [{}, "Message must be at least 10 characters"],
    [{ content: "x".repeat(5001) }, "Message must not exceed 5000 characters"],
  ])("refuses %j with 422", async (payload, message) => {
    actAs(await createUser("fb"));
    const reply = await post(payload);
    expect(reply.status).toBe(422);
    expect(reply.body).toMatchObject({ statusCode: "VALIDATION_ERROR", message, object: { fieldErrors: { content: [message] } } });
  });

  it("answers 400 for a body that is not JSON and 401 without a session", async () => {
    actAs(await createUser("fb"));
    expect((await post("{oops")).status).toBe(400);
    actAs(null);
    expect((await post({ content: "A perfectly fine message" })).status).toBe(401);
  });
});
