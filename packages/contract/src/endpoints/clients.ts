import { z } from 'zod';
import { resourceAccess } from '../access';
import { defineEndpoint } from '../endpoint';
import {
  companyAccessQuery,
  companyAccessSchema,
  companyByKeySchema,
  companyPublicSchema,
  companySchema,
  companySetupQuery,
  companySetupSchema,
  customUrlSuggestionSchema,
  customUrlSuggestQuery,
  regionOptionSchema,
  siteAccessQuery,
  siteAccessSchema,
  updateProfileFieldsSchema,
  updateRotationSchema,
} from '../entities/index';

const companyWrite = resourceAccess.companies.write;

/** Custom actions of the clients area: companies and sites (docs/domain.md#api-conventions). */
export const clientEndpoints = {
  /** The regions the user works in (the top bar's region selector). */
  regions: defineEndpoint({
    method: 'GET',
    path: 'companies/get_regions/',
    response: z.array(regionOptionSchema),
    access: 'any',
    tag: 'companies',
  }),
  /** The companies the user may work with (company selectors), optionally of one region. */
  companyAccess: defineEndpoint({
    method: 'GET',
    path: 'companies/get_access/',
    query: companyAccessQuery,
    response: z.array(companyAccessSchema),
    access: 'any',
    tag: 'companies',
  }),
  /** The sites the user may work with (site selectors), optionally of one company or region. */
  siteAccess: defineEndpoint({
    method: 'GET',
    path: 'sites/get_access/',
    query: siteAccessQuery,
    response: z.array(siteAccessSchema),
    access: 'any',
    tag: 'sites',
  }),
  /** Sets the turnover percentage of one month; answers the company. */
  updateRotation: defineEndpoint({
    method: 'POST',
    path: 'companies/update_rotation/',
    body: updateRotationSchema,
    response: companySchema,
    access: companyWrite,
    tag: 'companies',
  }),
  /**
   * The profile, benefits and routes sections: text fields and one attachment per section
   * (`<section>_file`); JSON (text only) is accepted too. Answers the company.
   */
  updateProfile: defineEndpoint({
    method: 'POST',
    path: 'companies/update_profile/',
    multipart: true,
    body: updateProfileFieldsSchema,
    response: companySchema,
    access: companyWrite,
    tag: 'companies',
  }),
  /** Public (no sign-in, rate-limited): what the public application pages show of a company. */
  companyByKey: defineEndpoint({
    method: 'POST',
    path: 'companies/get_company_by_key/',
    body: companyByKeySchema,
    response: companyPublicSchema,
    access: 'public',
    tag: 'companies',
    publicLimit: 'view',
  }),
  /**
   * *added*: one company's setup checklist and who sees it by role (docs/decisions.md, "A new company
   * ready on day one"); a company outside the caller's scope answers 404.
   */
  companySetup: defineEndpoint({
    method: 'GET',
    path: 'companies/get_setup/',
    query: companySetupQuery,
    response: companySetupSchema,
    access: 'any',
    tag: 'companies',
  }),
  /** *added*: a custom_url no company uses yet, from a name (the company form). */
  suggestCustomUrl: defineEndpoint({
    method: 'GET',
    path: 'companies/suggest_custom_url/',
    query: customUrlSuggestQuery,
    response: customUrlSuggestionSchema,
    access: companyWrite,
    tag: 'companies',
  }),
};
