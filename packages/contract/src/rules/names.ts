/**
 * How a user and a localised record are named, on the server and the screens
 * (docs/domain.md#where-each-rule-lives).
 */

export type UserNameParts = {
  username: string;
  first_name?: string | null;
  last_name?: string | null;
};

/**
 * A user's display name: "first_name last_name" with empty parts left out, else the username. Its
 * SQL twin is `userDisplayNameSql` in apps/server/src/resources/names.ts (a test checks both agree).
 */
export function userDisplayName(user: UserNameParts): string {
  return [user.first_name, user.last_name].filter(Boolean).join(' ') || user.username;
}

/**
 * A record's name in the reader's language: in English `en` (`name_en`) unless it is null or empty,
 * else the Spanish name (`name_es`, or a catalog's `name`) — docs/domain.md#weekly-summary: "`name_en`
 * falling back to `name_es`". Its SQL twin is `localizedNameSql` in apps/server/src/resources/names.ts
 * (a test checks both agree).
 */
export function localizedName<Es extends string | null | undefined>(
  names: { es: Es; en?: string | null },
  lang: string,
): string | Es {
  return lang === 'en' && names.en ? names.en : names.es;
}
