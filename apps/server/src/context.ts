import type { Lang } from '@rp/contract';
import type { Config } from './config';
import type { Executor } from './db/client';

/** The signed-in user as every request sees it (re-read on every request). */
export type Actor = {
  id: number;
  username: string;
  first_name: string | null;
  last_name: string | null;
  email: string | null;
  is_superuser: boolean;
  is_staff: boolean;
  is_active: boolean;
  lang: string;
  menu_layout: string;
  last_login: string | null;
  date_joined: string;
  roles: Array<{ id: number; name: string; short: string; routes: string[] }>;
  permissions: Array<{ id: number; name: string; short: string }>;
  companies: number[];
  sites: number[];
  routes: string[];
  /** Effective permission short codes: the user's own and its active roles' (docs/domain.md#data-scope, page access). */
  permission_shorts: string[];
};

/** What every service function takes. */
export type Ctx = {
  db: Executor;
  actor: Actor;
  lang: Lang;
  config: Config;
};
