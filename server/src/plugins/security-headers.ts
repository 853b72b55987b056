/**
 * Helmet's security headers with a real Content-Security-Policy, computed once at start.
 * @fastify/helmet 13 builds a new helmet middleware, and re-parses the CSP directives, on every
 * request; under load that was 4–6 % of the server's CPU for headers that never change (no
 * nonces here). So helmet runs once against a recording response and every reply gets the
 * recorded headers (docs/decisions/0120-performance.md).
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';
import type { Config } from '../config';

/**
 * The site's own WebSocket, ws(s):// of PUBLIC_URL: 'self' covers it in current browsers, but not
 * in every one our users have, and `ws: wss:` would let a script talk to any host.
 */
export function ownWebSocketOrigin(publicUrl: string): string {
  const url = new URL(publicUrl);
  return `${url.protocol === 'https:' ? 'wss:' : 'ws:'}//${url.host}`;
}

/**
 * Photos are served from our own origin (/uploads/…, read from the store by the server), so
 * images need 'self', and blob: for the preview of a photo being chosen and for a lost report's
 * private photo (web/src: URL.createObjectURL). No data: and no other host.
 */
export function helmetOptions(config: Pick<Config, 'isProduction' | 'publicUrl'>): HelmetOptions {
  return {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // No 'unsafe-inline' (issue 35): every style is a file of ours. Style properties a script
        // sets (React's style prop, Radix's positioning) go through the CSSOM, which this does
        // not govern; what a first screen drawn on the server needs is in the stylesheet
        // (docs/decisions/0266).
        styleSrc: ["'self'"],
        imgSrc: ["'self'", 'blob:'],
        connectSrc: ["'self'", ownWebSocketOrigin(config.publicUrl)],
        workerSrc: ["'self'"],
        manifestSrc: ["'self'"],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        upgradeInsecureRequests: config.isProduction ? [] : null,
      },
    },
    crossOriginEmbedderPolicy: false,
  };
}

/** The headers helmet sets for these options, recorded from one run of its middleware. */
export function recordHelmetHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const recorder = {
    setHeader(name: string, value: string | number | readonly string[]) {
      headers[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : String(value);
    },
    removeHeader(name: string) {
      delete headers[name.toLowerCase()];
    },
  };
  helmet(options)({} as IncomingMessage, recorder as unknown as ServerResponse, (error?: unknown) => {
    if (error) throw error;
  });
  return headers;
}

export function registerSecurityHeaders(app: FastifyInstance, config: Pick<Config, 'isProduction' | 'publicUrl'>): void {
  const headers = recordHelmetHeaders(helmetOptions(config));
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers);
    done();
  });
}
