// A CloudPRNT client (HTTP version), as a Star printer speaks it: poll with its status (POST),
// fetch the job offered in a media type it takes (GET), confirm the result (DELETE). Used by
// `npm run printer:simulate`, `npm run print-bridge` and the route tests (which send through
// the route handlers instead of the network).

export type CloudPrntSend = (
  method: "POST" | "GET" | "DELETE",
  query: Record<string, string>,
  body?: unknown,
) => Promise<Response>;

export type Offer = { jobReady: false } | { jobReady: true; mediaTypes: string[]; jobToken: string };

export function basicAuth(username: string, password: string): string {
  return `Basic ${Buffer.from(`${username}:${password}`).toString("base64")}`;
}

/** Sends to a shop over HTTP, as a printer on the shop's network would. */
export function httpSend(url: string, username: string, password: string): CloudPrntSend {
  return async (method, query, body) => {
    const target = new URL(url);
    for (const [k, v] of Object.entries(query)) target.searchParams.set(k, v);
    return fetch(target, {
      method,
      headers: {
        authorization: basicAuth(username, password),
        ...(body ? { "content-type": "application/json" } : {}),
      },
      body: body ? JSON.stringify(body) : undefined,
    });
  };
}

export class CloudPrntClient {
  constructor(
    private readonly send: CloudPrntSend,
    readonly mac = "00:11:62:00:00:01",
  ) {}

  async poll(statusCode = "200 OK"): Promise<Offer> {
    const res = await this.send(
      "POST",
      {},
      {
        status: "23 86 0 0 0 0 0 0 0",
        printerMAC: this.mac,
        statusCode: encodeURIComponent(statusCode),
        printingInProgress: false,
      },
    );
    if (!res.ok) throw new Error(`poll answered ${res.status}: ${await res.text()}`);
    return (await res.json()) as Offer;
  }

  async fetchJob(token: string, type: string): Promise<{ type: string; bytes: Uint8Array }> {
    const res = await this.send("GET", { mac: this.mac, type, token });
    if (!res.ok) throw new Error(`job fetch answered ${res.status}: ${await res.text()}`);
    return { type: res.headers.get("content-type") ?? type, bytes: new Uint8Array(await res.arrayBuffer()) };
  }

  async confirm(token: string, code = "200 OK"): Promise<unknown> {
    const res = await this.send("DELETE", { mac: this.mac, code, token });
    if (!res.ok) throw new Error(`confirmation answered ${res.status}: ${await res.text()}`);
    return res.json();
  }

  /**
   * One round: poll; if a job waits in a type this printer takes, fetch it, hand it to `print`
   * and confirm what `print` says ("200 OK" when it printed). Null when nothing waited.
   */
  async runOnce(
    accepts: string[],
    print: (job: { type: string; bytes: Uint8Array; token: string }) => Promise<string>,
  ) {
    const offer = await this.poll();
    if (!offer.jobReady) return null;
    const type = offer.mediaTypes.find((t) => accepts.includes(t));
    if (!type) {
      await this.confirm(offer.jobToken, "520 Media type not supported");
      return { token: offer.jobToken, code: "520" };
    }
    const job = await this.fetchJob(offer.jobToken, type);
    const code = await print({ ...job, token: offer.jobToken });
    await this.confirm(offer.jobToken, code);
    return { token: offer.jobToken, code, type: job.type, bytes: job.bytes };
  }
}
