import type { Lang } from '@rp/contract';
import type { SessionUser } from '@rp/contract/entities';
import type { Config } from './config';
import type { Executor } from './db/client';

/** The signed-in user as every request sees it (re-read on every request); the contract's session user. */
export type Actor = SessionUser;

/** What every service function takes. */
export type Ctx = {
  db: Executor;
  actor: Actor;
  lang: Lang;
  config: Config;
  /** The request's address (the audit log records it); absent outside a request. */
  ip?: string;
};
