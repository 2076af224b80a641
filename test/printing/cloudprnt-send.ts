import { NextRequest } from "next/server";
import { DELETE, GET, POST } from "@/app/api/print/cloudprnt/route";
import { CLIENT_ADDRESS_HEADER } from "@/lib/platform/http";
import { basicAuth, CloudPrntClient, type CloudPrntSend } from "../../scripts/printing/cloudprnt-client";

const HANDLERS = { POST, GET, DELETE };

/** The CloudPRNT client of the scripts, sending through the route handlers instead of the network. */
export function routeSend(username: string, password: string): CloudPrntSend {
  return async (method, query, body) => {
    const url = new URL("http://localhost/api/print/cloudprnt");
    for (const [k, v] of Object.entries(query)) url.searchParams.set(k, v);
    const headers = new Headers({
      authorization: basicAuth(username, password),
      [CLIENT_ADDRESS_HEADER]: "198.51.100.9",
    });
    if (body !== undefined) headers.set("content-type", "application/json");
    const req = new NextRequest(url, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
    return HANDLERS[method](req, { params: Promise.resolve({}) });
  };
}

export function printerClient(setup: { username: string; password: string }, mac?: string) {
  return new CloudPrntClient(routeSend(setup.username, setup.password), mac);
}
