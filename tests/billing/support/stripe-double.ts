// A local stand-in for the part of Stripe's REST API Postloom calls, speaking its wire format:
// form-encoded requests with bracketed keys, JSON replies, and Stripe-shaped errors
// ({ error: { type, code, message, param } }). The real `stripe` SDK is pointed at it with STRIPE_API_URL.
import { randomBytes } from "node:crypto";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { hostedPages, type HostedPagesOptions } from "./stripe-hosted-pages";

export type RecordedRequest = {
  method: string;
  path: string;
  body: Record<string, unknown>;
  authorization: string | undefined;
  stripeVersion: string | undefined;
  idempotencyKey: string | undefined;
};

type StripeErrorReply = { status: number; type: string; code?: string; message: string; param?: string };

type Json = Record<string, unknown>;

/** Parses Stripe's form encoding (`a[b][0][c]=1`) into nested objects and arrays. */
export function parseStripeForm(text: string): Json {
  const root: Json = {};
  for (const [rawKey, value] of new URLSearchParams(text)) {
    const keys = rawKey.replace(/\]/g, "").split("[");
    let node: Json = root;
    keys.forEach((key, i) => {
      if (i === keys.length - 1) node[key] = value;
      else node = (node[key] ??= {}) as Json;
    });
  }
  const arrays = (value: unknown): unknown => {
    if (typeof value !== "object" || value === null) return value;
    const entries = Object.entries(value as Json).map(([k, v]) => [k, arrays(v)] as const);
    return entries.length > 0 && entries.every(([k]) => /^\d+$/.test(k))
      ? entries.sort(([a], [b]) => Number(a) - Number(b)).map(([, v]) => v)
      : Object.fromEntries(entries);
  };
  return arrays(root) as Json;
}

const newId = (prefix: string) => `${prefix}_${randomBytes(8).toString("hex")}`;

export type StripeDoubleOptions = {
  prices: string[];
  /** Listen here (the browser tests' stack has fixed ports); any free port otherwise. */
  port?: number;
  /** Serve Checkout and the customer portal as pages, sending their events to the app's webhook. */
  hosted?: HostedPagesOptions;
};

export async function startStripeDouble(options: StripeDoubleOptions) {
  const requests: RecordedRequest[] = [];
  const customers = new Map<string, Json>();
  const subscriptions = new Map<string, Json>();
  const idempotent = new Map<string, Json>();
  /** "METHOD /path" → the error every such request gets, until removed. */
  const failures = new Map<string, StripeErrorReply>();
  const pages = options.hosted ? hostedPages(options.hosted, { customers, subscriptions }) : null;
  let baseUrl = "";

  const send = (res: ServerResponse, status: number, body: unknown) => {
    res.writeHead(status, { "Content-Type": "application/json", "Request-Id": newId("req") });
    res.end(JSON.stringify(body));
  };
  const error = (res: ServerResponse, e: StripeErrorReply) =>
    send(res, e.status, { error: { type: e.type, code: e.code, message: e.message, param: e.param } });
  const missing = (res: ServerResponse, what: string, id: unknown, param?: string) =>
    error(res, { status: param ? 400 : 404, type: "invalid_request_error", code: "resource_missing", message: `No such ${what}: '${String(id)}'`, param });

  function handle(req: IncomingMessage, res: ServerResponse, recorded: RecordedRequest) {
    const { method, path, body } = recorded;
    const failure = failures.get(`${method} ${path}`);
    if (failure) return error(res, failure);

    if (method === "POST" && path === "/v1/customers") {
      const customer = {
        id: newId("cus"),
        object: "customer",
        email: body.email ?? null,
        metadata: body.metadata ?? {},
        created: Math.floor(Date.now() / 1000),
        livemode: false,
      };
      customers.set(customer.id, customer);
      return send(res, 200, customer);
    }

    if (method === "POST" && path === "/v1/checkout/sessions") {
      if (body.mode !== "subscription")
        return error(res, { status: 400, type: "invalid_request_error", code: "parameter_invalid_empty", message: "Invalid mode", param: "mode" });
      if (!customers.has(String(body.customer))) return missing(res, "customer", body.customer, "customer");
      const items = (body.line_items ?? []) as Json[];
      const price = items[0]?.price;
      if (!options.prices.includes(String(price))) return missing(res, "price", price, "line_items[0][price]");
      if (!body.success_url)
        return error(res, {
          status: 400,
          type: "invalid_request_error",
          code: "parameter_missing",
          message: "Missing required param: success_url.",
          param: "success_url",
        });
      const id = newId("cs_test");
      pages?.openCheckout(id, body);
      return send(res, 200, {
        id,
        object: "checkout.session",
        mode: "subscription",
        customer: body.customer,
        client_reference_id: body.client_reference_id ?? null,
        metadata: body.metadata ?? {},
        success_url: body.success_url,
        cancel_url: body.cancel_url ?? null,
        status: "open",
        payment_status: "unpaid",
        subscription: null,
        url: pages ? `${baseUrl}/c/pay/${id}` : `https://checkout.stripe.test/c/pay/${id}`,
        livemode: false,
      });
    }

    if (method === "POST" && path === "/v1/billing_portal/sessions") {
      if (!customers.has(String(body.customer))) return missing(res, "customer", body.customer, "customer");
      const id = newId("bps");
      const confirm = (body.flow_data as { subscription_update_confirm?: { items?: { price?: string }[] } } | undefined)?.subscription_update_confirm;
      pages?.openPortal(id, { customer: String(body.customer), returnUrl: String(body.return_url ?? ""), switchTo: confirm?.items?.[0]?.price });
      return send(res, 200, {
        id,
        object: "billing_portal.session",
        customer: body.customer,
        return_url: body.return_url ?? null,
        flow: body.flow_data ?? null,
        url: pages ? `${baseUrl}/p/session/${id}` : `https://billing.stripe.test/p/session/${id}`,
        livemode: false,
      });
    }

    const subscriptionPath = path.match(/^\/v1\/subscriptions\/([^/]+)$/);
    if (subscriptionPath) {
      const subscription = subscriptions.get(subscriptionPath[1]!);
      if (!subscription) return missing(res, "subscription", subscriptionPath[1]);
      if (method === "GET") return send(res, 200, subscription);
      if (method === "DELETE") {
        if (subscription.status === "canceled") return missing(res, "subscription", subscriptionPath[1]);
        Object.assign(subscription, { status: "canceled", canceled_at: Math.floor(Date.now() / 1000), ended_at: Math.floor(Date.now() / 1000) });
        return send(res, 200, subscription);
      }
      if (method === "POST") {
        if (body.cancel_at_period_end !== undefined) {
          const cancel = body.cancel_at_period_end === "true";
          const item = (subscription.items as { data: Json[] }).data[0]!;
          Object.assign(subscription, {
            cancel_at_period_end: cancel,
            cancel_at: cancel ? item.current_period_end : null,
            canceled_at: cancel ? Math.floor(Date.now() / 1000) : null,
          });
        }
        return send(res, 200, subscription);
      }
    }

    error(res, { status: 404, type: "invalid_request_error", message: `Unrecognized request URL (${method}: ${path}).` });
  }

  const server = createServer((req, res) => {
    let text = "";
    req.setEncoding("utf8");
    req.on("data", (chunk: string) => (text += chunk));
    req.on("end", async () => {
      const url = new URL(req.url ?? "/", "http://double");
      if (pages && (await pages.handle(req, res, url, text))) return;
      const header = (name: string) => req.headers[name] as string | undefined;
      const recorded: RecordedRequest = {
        method: req.method ?? "GET",
        path: url.pathname,
        body: req.method === "GET" ? parseStripeForm(url.search.slice(1)) : parseStripeForm(text),
        authorization: header("authorization"),
        stripeVersion: header("stripe-version"),
        idempotencyKey: header("idempotency-key"),
      };
      requests.push(recorded);
      // Stripe replays the first reply to a repeated idempotency key instead of acting twice.
      const key = recorded.idempotencyKey && `${recorded.method} ${recorded.path} ${recorded.idempotencyKey}`;
      if (key && idempotent.has(key)) return send(res, 200, idempotent.get(key));
      if (key) {
        const end = res.end.bind(res);
        res.end = ((chunk: string) => {
          if (res.statusCode === 200) idempotent.set(key, JSON.parse(chunk));
          return end(chunk);
        }) as typeof res.end;
      }
      handle(req, res, recorded);
    });
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  baseUrl = `http://127.0.0.1:${port}`;

  return {
    url: baseUrl,
    requests,
    customers,
    failures,
    /** The requests to one endpoint, e.g. calls("POST", "/v1/customers"). */
    calls: (method: string, path: string) => requests.filter((r) => r.method === method && r.path === path),
    /** Puts a subscription on Stripe's side, shaped as the API returns it. */
    addSubscription(input: { id: string; customer: string; price: string; status?: string }) {
      const now = Math.floor(Date.now() / 1000);
      subscriptions.set(input.id, {
        id: input.id,
        object: "subscription",
        customer: input.customer,
        status: input.status ?? "active",
        cancel_at_period_end: false,
        cancel_at: null,
        canceled_at: null,
        created: now,
        metadata: {},
        items: {
          object: "list",
          data: [
            {
              id: input.id.replace(/^sub_/, "si_"),
              object: "subscription_item",
              price: { id: input.price, object: "price" },
              quantity: 1,
              current_period_start: now,
              current_period_end: now + 30 * 24 * 3600,
            },
          ],
        },
      });
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type StripeDouble = Awaited<ReturnType<typeof startStripeDouble>>;
