/** Environment, checked once at start (docs/rules.md "Configuration"). */
import { z } from 'zod';
import path from 'node:path';
import { compactPhone } from '@okota/shared';
import { secretProblems } from './config-secrets';

const optional = z.string().trim().min(1).optional();

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(5000),
  HOST: z.string().default('0.0.0.0'),
  PUBLIC_URL: z.url().optional(),
  DATABASE_URL: z
    .string()
    .refine((v) => v === 'memory://' || /^postgres(ql)?:\/\//.test(v), 'must be memory:// or postgres://…')
    .optional(),
  DATA_DIR: z.string().default('./data'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).optional(),
  S3_ENDPOINT: optional,
  S3_BUCKET: optional,
  S3_ACCESS_KEY_ID: optional,
  S3_SECRET_ACCESS_KEY: optional,
  S3_REGION: optional,
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'must be smtp://user:pass@host:port')
    .optional(),
  MAIL_FROM: z.string().default('Okota <no-reply@okota.co.ke>'),
  SUPPORT_EMAIL: z.string().default('support@okota.co.ke'),
  /** The support line the help center, contact page and legal texts show, e.g. '0709 123 400'. */
  SUPPORT_PHONE: z
    .string()
    .trim()
    .refine((v) => /^\+?\d{9,15}$/.test(compactPhone(v)), 'must be a phone number, e.g. 0709 123 400')
    .optional(),
  MPESA_ENV: z.enum(['simulator', 'sandbox', 'production']).default('simulator'),
  MPESA_BASE_URL: z.url().optional(),
  MPESA_CONSUMER_KEY: optional,
  MPESA_CONSUMER_SECRET: optional,
  MPESA_SHORTCODE: optional,
  MPESA_PASSKEY: optional,
  MPESA_B2C_SHORTCODE: optional,
  MPESA_INITIATOR_NAME: optional,
  MPESA_SECURITY_CREDENTIAL: optional,
  MPESA_CALLBACK_SECRET: optional,
  /** Africa's Talking (SMS, USSD): the built-in simulator, the sandbox or production. */
  SMS_ENV: z.enum(['simulator', 'sandbox', 'production']).default('simulator'),
  /** Overrides the Africa's Talking API base for any SMS_ENV (an external simulator in a rehearsal). */
  AT_BASE_URL: z.url().optional(),
  AT_USERNAME: optional,
  AT_API_KEY: optional,
  /** The registered alphanumeric sender; unset: Africa's Talking's default. */
  AT_SENDER_ID: optional,
  /** The `?key=` that Africa's Talking callbacks (delivery reports, USSD) carry; unset: random under DATA_DIR. */
  AT_CALLBACK_KEY: z.string().trim().min(32, 'must be at least 32 random characters').optional(),
  /** The code people dial, e.g. *384*1234#; unset: the pages do not mention USSD. */
  USSD_SERVICE_CODE: z
    .string()
    .trim()
    .regex(/^\*[\d*]+#$/, 'must be a USSD code such as *384*1234#')
    .optional(),
  /**
   * WhatsApp Cloud API (docs/decisions/0267): the Graph API base, e.g. https://graph.facebook.com/v21.0.
   * Unset outside production: the built-in simulator; unset in production: no WhatsApp channel.
   */
  WHATSAPP_BASE_URL: z.url().optional(),
  WHATSAPP_PHONE_NUMBER_ID: optional,
  WHATSAPP_TOKEN: optional,
  /** Signs every webhook POST (X-Hub-Signature-256). */
  WHATSAPP_APP_SECRET: optional,
  /** What Meta echoes when the webhook is verified. */
  WHATSAPP_VERIFY_TOKEN: optional,
  /** What Meta charges per utility template in Kenya, for the admins' estimate (0.004 on the 2025 card). */
  WHATSAPP_TEMPLATE_COST_USD: z.coerce.number().min(0).max(1).default(0.004),
  /** HMAC key of private document numbers; unset: random under DATA_DIR. */
  DOCUMENT_HASH_KEY: z.string().trim().min(32, 'must be at least 32 random characters').optional(),
  ADMIN_EMAIL: optional,
  ADMIN_PASSWORD: optional,
  ADMIN_QUICK_LOGIN_KEY: optional,
  VAPID_PUBLIC_KEY: optional,
  VAPID_PRIVATE_KEY: optional,
  VAPID_SUBJECT: z.string().default('mailto:support@okota.co.ke'),
  ANALYTICS_SALT: optional,
  WEB_DIST: optional,
  /** The web app's first-screen renderer (docs/decisions/0252); default <WEB_DIST>/.ssr/entry-server.mjs. */
  WEB_SSR_ENTRY: optional,
  /**
   * Proxy addresses to trust for X-Forwarded-For (an address, a CIDR or 'loopback'), or 'none' when
   * nothing stands in front; production refuses to guess (docs/decisions/0266-sms-spend-bounded.md).
   */
  TRUST_PROXY: optional,
  /**
   * All callers together, per hour: the SMS anyone can cause (sign-up, verification and reset
   * codes) in messages and in KSh at SMS_COST_KES each; past either, such requests are refused
   * and the admins told (docs/decisions/0266). Alerts and collection codes are not held back.
   */
  SMS_BUDGET_MESSAGES_PER_HOUR: z.coerce.number().int().min(1).default(500),
  SMS_BUDGET_KES_PER_HOUR: z.coerce.number().positive().default(400),
  /** What one SMS part costs, in KSh (Africa's Talking's rate for Kenyan numbers). */
  SMS_COST_KES: z.coerce.number().positive().max(100).default(0.8),
  /** Lets a scraper that is not on this machine read /metrics with `Authorization: Bearer …`; unset: loopback only. */
  METRICS_TOKEN: z.string().trim().min(16, 'must be at least 16 characters').optional(),
  /**
   * The in-memory search index of docs/decisions/0270: 'on' answers date-ordered searches from it,
   * 'off' from SQL alone. Default: on, except in the API tests (which turn it on where they test it).
   */
  SEARCH_INDEX: z.enum(['on', 'off']).optional(),
  /** `true`: this server is a test site, served at a PUBLIC_URL others reach, with development defaults. */
  TEST_SITE: z.enum(['true', 'false']).default('false'),
});

export type Env = z.infer<typeof envSchema>;

/** Every variable the server reads (.env.example must list each: deploy.test.ts). */
export const ENV_VARIABLES = Object.keys(envSchema.shape);

/**
 * Outside production the support line is a made-up number so every page has one to show;
 * production refuses to start without the real one (docs/decisions/0080).
 */
export const DEVELOPMENT_SUPPORT_PHONE = '0709 123 400';

export interface Config extends Env {
  publicUrl: string;
  supportPhone: string;
  dataDir: string;
  isProduction: boolean;
  isTest: boolean;
}

export function loadConfig(source: NodeJS.ProcessEnv | Record<string, string | undefined> = process.env): Config {
  const parsed = envSchema.safeParse(source);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  - ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid environment:\n${lines.join('\n')}`);
  }
  const env = parsed.data;
  const config: Config = {
    ...env,
    publicUrl: (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/$/, ''),
    dataDir: path.resolve(env.DATA_DIR),
    supportPhone: env.SUPPORT_PHONE ?? DEVELOPMENT_SUPPORT_PHONE,
    isProduction: env.NODE_ENV === 'production',
    isTest: env.NODE_ENV === 'test',
  };
  if (config.isProduction) assertProductionReady(config);
  else if (!config.isTest) assertDevelopmentStaysLocal(config);
  return config;
}

const LOOPBACK_HOSTS = /^(?:localhost|127(?:\.\d{1,3}){3}|\[::1\])$/i;

/**
 * Development defaults (simulated M-Pesa, an outbox, a printed admin password, random secrets)
 * belong on a developer's machine. A server whose public address is not this machine and that
 * does not run in production is an easy mistake on a first server; it starts only when the
 * operator says plainly that it is a test site (docs/security.md, "Safe by default").
 */
function assertDevelopmentStaysLocal(config: Config): void {
  if (LOOPBACK_HOSTS.test(new URL(config.publicUrl).hostname) || config.TEST_SITE === 'true') return;
  throw new Error(
    [
      `Refusing to start: PUBLIC_URL (${config.publicUrl}) is not this machine, but NODE_ENV is not production.`,
      '  - a real site: set NODE_ENV=production (and what it asks for)',
      '  - a test site that others may reach: set TEST_SITE=true',
    ].join('\n'),
  );
}

function assertProductionReady(config: Config): void {
  const problems: string[] = [];
  if (config.MPESA_ENV === 'simulator') problems.push('MPESA_ENV must be sandbox or production');
  if (config.SMS_ENV === 'simulator') problems.push('SMS_ENV must be sandbox or production');
  if (!config.SMTP_URL) problems.push('SMTP_URL is required');
  if (!config.PUBLIC_URL) problems.push('PUBLIC_URL is required');
  if (!config.TRUST_PROXY) {
    problems.push("TRUST_PROXY is required: the reverse proxy's address (e.g. 127.0.0.1 or loopback), or none when no proxy is in front");
  }
  if (!config.SUPPORT_PHONE) problems.push('SUPPORT_PHONE is required (the support line the pages show)');
  for (const key of [
    'MPESA_CONSUMER_KEY',
    'MPESA_CONSUMER_SECRET',
    'MPESA_SHORTCODE',
    'MPESA_PASSKEY',
    'MPESA_CALLBACK_SECRET',
    'ANALYTICS_SALT',
    'AT_USERNAME',
    'AT_API_KEY',
    'AT_CALLBACK_KEY',
    'DOCUMENT_HASH_KEY',
  ] as const) {
    if (!config[key]) problems.push(`${key} is required`);
  }
  // WhatsApp is optional; once its base is set, a half-configured channel would answer nobody.
  if (config.WHATSAPP_BASE_URL) {
    for (const key of ['WHATSAPP_PHONE_NUMBER_ID', 'WHATSAPP_TOKEN', 'WHATSAPP_APP_SECRET', 'WHATSAPP_VERIFY_TOKEN'] as const) {
      if (!config[key]) problems.push(`${key} is required when WHATSAPP_BASE_URL is set`);
    }
  }
  problems.push(...secretProblems(config as unknown as Record<string, unknown>));
  if (problems.length) throw new Error(`Refusing to start in production:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
}

/**
 * Fastify's trustProxy: false for 'none' or unset (outside production), else the addresses as
 * given. Behind a proxy that is not trusted, every visitor shares the proxy's address and so
 * every per-address limit; trusting every hop would let a visitor choose their own address.
 */
export function trustProxyOption(config: Pick<Config, 'TRUST_PROXY'>): string | false {
  const value = config.TRUST_PROXY;
  return !value || value.toLowerCase() === 'none' ? false : value;
}
