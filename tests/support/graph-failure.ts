// The Graph API tests' check that a call fails as Meta's client reports it: with a FacebookError, handed back to read.
import { expect } from "vitest";
import { FacebookError } from "@/lib/channels/facebook";

export async function failure(promise: Promise<unknown>): Promise<FacebookError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(FacebookError);
  return error as FacebookError;
}
