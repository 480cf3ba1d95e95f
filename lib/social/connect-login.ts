// Connecting through a login of a channel's own (ChannelLogin, lib/channels/channel.ts): the popup is sent to the
// login with a signed state; its code is traded for a token, kept encrypted as a PendingLogin while the owner
// chooses, and the accounts it can post to are answered (without tokens); the chosen ones become connections and
// the pending login is dropped.
import "server-only";
import { AppError } from "@/lib/api/errors";
import { ChannelError, channels as allChannels, type ChannelLogin, type Channels, type LoginAccount } from "@/lib/channels";
import { decrypt, encrypt } from "@/lib/crypto/encryption";
import { db } from "@/lib/db";
import { keepConnections } from "./keep-connections";
import { createLoginState, isValidLoginState } from "./oauth-state";
import type { LoginAccountChoice, LoginChoiceInput, LoginCodeInput } from "./schemas";

/** How long a login waits for the owner's choice. */
const PENDING_TTL_MS = 60 * 60 * 1000;

const NO_LOGIN = "There is no such login to connect.";

/** The login with this key, configured on this server. */
function loginOf(key: string, channels: Channels): ChannelLogin {
  const login = channels.login(key);
  if (!login) throw new AppError("NOT_FOUND", NO_LOGIN);
  const notConfigured = login.notConfigured();
  if (notConfigured) throw new AppError("CONFLICT", notConfigured);
  return login;
}

/** Turns the login's failure into a reply the owner can act on. */
async function withLoginErrors<T>(login: ChannelLogin, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (!(error instanceof ChannelError)) throw error;
    console.warn(`[social] ${login.label} ${error.kind}: ${error.message}`);
    if (error.kind === "retryable" || error.kind === "unknown") {
      throw new AppError("SERVICE_UNAVAILABLE", `${login.label} isn't answering right now. Please try again in a moment.`);
    }
    throw new AppError("BAD_REQUEST", `${login.label} refused the connection: ${error.message}`);
  }
}

const choiceOf = ({ platform, accountId, accountName, kind, pictureUrl, unavailable }: LoginAccount): LoginAccountChoice => ({
  platform,
  accountId,
  accountName,
  kind,
  pictureUrl,
  unavailable: unavailable ?? null,
});

/** Where the connect popup goes. */
export function loginUrl(userId: string, key: string, channels: Channels = allChannels()): string {
  const login = loginOf(key, channels);
  return login.authorizeUrl(createLoginState(login.key, userId));
}

/** Step 1: the popup's code traded for a token (kept while the owner chooses); the accounts to choose from. */
export async function connectLogin(userId: string, key: string, input: LoginCodeInput, channels: Channels = allChannels()) {
  const login = loginOf(key, channels);
  if (!isValidLoginState(login.key, input.state, userId)) {
    throw new AppError("BAD_REQUEST", `This ${login.label} login expired or was not started from your account. Please connect again.`);
  }
  const { token, accounts } = await withLoginErrors(login, async () => {
    const token = await login.exchangeCode(input.code, userId);
    return { token, accounts: await login.listAccounts(token.accessToken) };
  });
  const pending = {
    accessToken: encrypt(token.accessToken),
    refreshToken: token.refreshToken && encrypt(token.refreshToken),
    tokenExpiresAt: token.expiresAt,
    createdAt: new Date(),
  };
  await db.pendingLogin.upsert({ where: { userId_login: { userId, login: login.key } }, create: { userId, login: login.key, ...pending }, update: pending });
  return { accounts: accounts.map(choiceOf), limitation: login.limitation() };
}

/** Step 2: the chosen accounts kept as connections; the token is the pending login's, which is dropped. */
export async function authorizeLogin(userId: string, key: string, input: LoginChoiceInput, channels: Channels = allChannels()) {
  const login = loginOf(key, channels);
  const pending = await db.pendingLogin.findUnique({ where: { userId_login: { userId, login: login.key } } });
  if (!pending || Date.now() - pending.createdAt.getTime() > PENDING_TTL_MS) {
    if (pending) await db.pendingLogin.deleteMany({ where: { userId, login: login.key, createdAt: pending.createdAt } });
    throw new AppError("CONFLICT", `Connect your ${login.label} account first, then choose what to connect.`);
  }
  const accounts = await withLoginErrors(login, () => login.listAccounts(decrypt(pending.accessToken)));
  const chosen: LoginAccount[] = [];
  for (const accountId of input.accountIds) {
    const account = accounts.find((candidate) => candidate.accountId === accountId);
    if (!account) throw new AppError("NOT_FOUND", `That account isn't one ${login.label} lists for you.`);
    if (account.unavailable) throw new AppError("VALIDATION_ERROR", `${account.accountName}: ${account.unavailable}`);
    chosen.push(account);
  }
  await db.$transaction(async (tx) => {
    await keepConnections(tx, userId, chosen, {
      tokenExpiresAt: pending.tokenExpiresAt,
      refreshToken: pending.refreshToken && decrypt(pending.refreshToken),
    });
    await tx.pendingLogin.delete({ where: { userId_login: { userId, login: login.key } } });
  });
  return { connected: chosen.map(choiceOf) };
}
