import { z } from 'zod';
import { fkSchema, idSchema, timestampSchema } from './common';

export const userLanguages = ['es', 'en'] as const;
export const menuLayouts = ['side', 'horizontal'] as const;

export const usernameSchema = z
  .string()
  .trim()
  .min(3)
  .max(150)
  .regex(/^[\p{L}\p{N}@.+_-]+$/u, { message: 'validation.username_chars' });
export const passwordSchema = z.string().min(8).max(128);
const idsSchema = z.array(fkSchema).max(5000);
const firstName = z.string().trim().min(1).max(150);
const lastName = z.string().trim().min(1).max(150);
const email = z.email().max(254);

export const userSchema = z.object({
  id: idSchema,
  username: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string().nullable(),
  is_superuser: z.boolean(),
  is_staff: z.boolean(),
  is_active: z.boolean(),
  last_login: timestampSchema.nullable(),
  date_joined: timestampSchema,
  lang: z.enum(userLanguages),
  menu_layout: z.enum(menuLayouts),
  roles: z.array(idSchema),
  permissions: z.array(idSchema),
  companies: z.array(idSchema),
  sites: z.array(idSchema),
});

/** Only superusers may set is_superuser (enforced by the server). */
export const userCreateSchema = z.object({
  username: usernameSchema,
  password: passwordSchema,
  first_name: firstName,
  last_name: lastName,
  email: email.nullish(),
  is_superuser: z.boolean().optional(),
  is_staff: z.boolean().optional(),
  roles: idsSchema.optional(),
  permissions: idsSchema.optional(),
  companies: idsSchema.optional(),
  sites: idsSchema.optional(),
  lang: z.enum(userLanguages).optional(),
  menu_layout: z.enum(menuLayouts).optional(),
});

/**
 * Passwords change through change_password (a `password` sent here is a 400 on that field, never
 * silently ignored). `is_active: false` deactivates (as DELETE does), `true` reactivates; either ends
 * the user's sessions.
 */
export const userUpdateSchema = userCreateSchema
  .omit({ password: true })
  .extend({ is_active: z.boolean(), password: z.never({ error: 'validation.password_use_change' }) })
  .partial();

/** Both passwords are texts: the confirmation can be compared whatever else is wrong. */
export const passwordsGiven = (value: unknown) => {
  const values = value as { password?: unknown; confirm_password?: unknown } | null;
  return typeof values?.password === 'string' && typeof values.confirm_password === 'string';
};

export const changePasswordSchema = z
  .object({
    password: passwordSchema,
    confirm_password: z.string().max(128),
    current_password: z.string().min(1).max(128).optional(),
  })
  .refine((d) => d.password === d.confirm_password, {
    path: ['confirm_password'],
    message: 'validation.passwords_mismatch',
    // said together with the other fields' messages, not only once they are right
    when: (payload) => passwordsGiven(payload.value),
  });

/** A list not sent stays as it is. */
export const updateAccessSchema = z
  .object({
    roles: idsSchema,
    permissions: idsSchema,
    companies: idsSchema,
    sites: idsSchema,
  })
  .partial();

export const loginSchema = z.object({
  username: z.string().trim().min(1).max(150),
  password: z.string().min(1).max(128),
});

export const refreshSchema = z.object({ refresh_token: z.string().min(1).max(512) });

export const signupSchema = z.object({
  username: usernameSchema,
  password: passwordSchema,
  email,
  first_name: firstName,
  last_name: lastName,
});

/** The signed-in user's own profile. */
export const updateUserSchema = z
  .object({
    first_name: firstName,
    last_name: lastName,
    email: email.nullable(),
    lang: z.enum(userLanguages),
    menu_layout: z.enum(menuLayouts),
  })
  .partial();

/**
 * The signed-in user as the server answers it (login, check_session, update_user, signup) and the
 * web keeps in its session: roles with their routes, permissions, companies and sites, the union of
 * its roles' routes and its effective permission short codes (docs/domain.md#data-scope).
 */
/** The user's read shape with its roles and permissions spelt out (companies and sites as ids). */
export const sessionUserSchema = userSchema.extend({
  roles: z.array(
    z.object({ id: idSchema, name: z.string(), short: z.string(), routes: z.array(z.string()) }),
  ),
  permissions: z.array(z.object({ id: idSchema, name: z.string(), short: z.string() })),
  /** The union of the active roles' page routes. */
  routes: z.array(z.string()),
  /** Effective permission short codes: the user's own and its active roles'. */
  permission_shorts: z.array(z.string()),
});

/** An access token and its refresh token (login, token-refresh, signup, one's own password change). */
export const tokenPairSchema = z.object({ token: z.string(), refresh_token: z.string() });

export const loginResultSchema = tokenPairSchema.extend({ user: sessionUserSchema });

/** check_session and update_user answer the signed-in user. */
export const sessionResultSchema = z.object({ user: sessionUserSchema });

/** The web sends its refresh token; without it the access token's user ends every session. */
export const logoutSchema = z.object({ refresh_token: z.string().max(512).optional() });

/** `status` 0 = created and signed in; 1 = the username is taken (`message`). */
export const signupResultSchema = z.discriminatedUnion('status', [
  loginResultSchema.extend({ status: z.literal(0) }),
  z.object({ status: z.literal(1), message: z.string() }),
]);

/** One's own change answers a fresh token pair for this session; a reset of another user only `detail`. */
export const changePasswordResultSchema = z.object({
  detail: z.literal('ok'),
  token: z.string().optional(),
  refresh_token: z.string().optional(),
});

/** An active user of a role, for selects. */
export const userOptionSchema = z.object({
  id: idSchema,
  username: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  /** Null unless the caller administers users (the users settings pages). */
  email: z.string().nullable(),
});

/** Active users by role who share a company with the caller, and superusers (users/lists/). */
export const userListsSchema = z.object({
  recruiters: z.array(userOptionSchema),
  hr_managers: z.array(userOptionSchema),
  program_managers: z.array(userOptionSchema),
  medical: z.array(userOptionSchema),
});

export type Language = (typeof userLanguages)[number];
export type MenuLayout = (typeof menuLayouts)[number];
export type User = z.infer<typeof userSchema>;
export type UserCreate = z.infer<typeof userCreateSchema>;
export type UserUpdate = z.infer<typeof userUpdateSchema>;
export type ChangePassword = z.infer<typeof changePasswordSchema>;
export type UpdateAccess = z.infer<typeof updateAccessSchema>;
export type Login = z.infer<typeof loginSchema>;
export type Refresh = z.infer<typeof refreshSchema>;
export type Signup = z.infer<typeof signupSchema>;
export type UpdateUser = z.infer<typeof updateUserSchema>;
export type SessionUser = z.infer<typeof sessionUserSchema>;
export type LoginResult = z.infer<typeof loginResultSchema>;
export type UserOption = z.infer<typeof userOptionSchema>;
export type UserLists = z.infer<typeof userListsSchema>;
