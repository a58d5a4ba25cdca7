import { z } from 'zod';
import { fkSchema } from './common';
import { userOptionSchema } from './user';

/** GET companies/get_setup/?company=3: one company's setup checklist. */
export const companySetupQuery = z.object({ company: fkSchema });

/**
 * What a company needs before its first requirement or vacancy (docs/decisions.md, "A new company
 * ready on day one"): counts of what is set up, and the active users who see the company (it is one
 * of their companies, or they are superusers) by the role that works with it. `medical` are the
 * users who may record a medical result of its candidates.
 */
export const companySetupSchema = z.object({
  company: z.number().int(),
  /** Active sites, and those of them with a location (latitude and longitude). */
  sites: z.number().int(),
  sites_located: z.number().int(),
  /** Active positions offered to the company: its own and the shared ones. */
  positions: z.number().int(),
  /** Active shift types (the shift catalog, shared by every company). */
  shifts: z.number().int(),
  targets: z.number().int(),
  /**
   * The default approvers of the company's region by vacancy type: a vacancy of a type without any
   * cannot be sent for approval (docs/decisions.md, "A new company ready on day one").
   */
  approvers: z.object({
    clients: z.number().int(),
    shelter: z.number().int(),
    shelter_indirect: z.number().int(),
  }),
  recruiters: z.array(userOptionSchema),
  requesters: z.array(userOptionSchema),
  medical: z.array(userOptionSchema),
});

export type CompanySetupQuery = z.infer<typeof companySetupQuery>;
export type CompanySetup = z.infer<typeof companySetupSchema>;
