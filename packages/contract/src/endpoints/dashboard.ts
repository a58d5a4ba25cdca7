import { z } from 'zod';
import { resourceAccess } from '../access';
import { type DashboardFigure, dashboardFigurePath } from '../dashboard-figures';
import { defineEndpoint, fileResponse, pagedSchema } from '../endpoint';
import {
  candidatesViablesRow,
  companyAgingRow,
  dashboardFilters,
  directPositionsTotal,
  directStatusPageBody,
  directStatusRow,
  directStatusTotal,
  directStatusWeekRow,
  exportBoardBody,
  headcountResult,
  mainAdminSummary,
  runQueryBody,
  runQueryResult,
  serverIdBody,
  targetsVsHiresBody,
  targetsVsHiresRow,
  testConnectionResult,
  totalByRegionRow,
  turnoverResult,
  vacanciesByRecruiterRow,
} from '../entities/dashboard';

/**
 * A dashboard figure (docs/domain.md#dashboards): POST with the filters, plain JSON numbers out.
 * Every signed-in user may ask (the home page shows each role its figures); the answer only counts
 * rows of the caller's data scope, so a recruiter sees only its companies.
 */
const figure = <
  F extends DashboardFigure,
  R extends z.ZodType,
  B extends z.ZodType = typeof dashboardFilters,
>(
  name: F,
  response: R,
  body?: B,
) =>
  defineEndpoint({
    method: 'POST',
    path: dashboardFigurePath(name),
    body: (body ?? dashboardFilters) as B,
    response,
    access: 'any',
    tag: 'dashboard',
  });

/** The dashboard actions and the payroll-database actions (docs/domain.md#dashboards). */
export const dashboardEndpoints = {
  totalByRegion: figure('totalByRegion', z.array(totalByRegionRow)),
  companyAging: figure('companyAging', z.array(companyAgingRow)),
  vacanciesByRecruiter: figure('vacanciesByRecruiter', z.array(vacanciesByRecruiterRow)),
  candidatesViables: figure('candidatesViables', z.array(candidatesViablesRow)),
  mainAdminSummary: figure('mainAdminSummary', mainAdminSummary),
  directStatus: figure('directStatus', z.array(directStatusRow)),
  /** *Added*: get_direct_status's rows summed per ISO week (the board's chart: 53 rows a year, not thousands). */
  directStatusWeeks: figure('directStatusWeeks', z.array(directStatusWeekRow)),
  /** *Added*: a page of get_direct_status's rows, in its order (the board's table). */
  directStatusPage: figure('directStatusPage', pagedSchema(directStatusRow), directStatusPageBody),
  directPositionsTotal: figure('directPositionsTotal', directPositionsTotal),
  directStatusTotal: figure('directStatusTotal', directStatusTotal),
  /** *Added*. */
  targetsVsHires: figure('targetsVsHires', z.array(targetsVsHiresRow), targetsVsHiresBody),
  /** *Added*: the `headcount` named query, else the platform's hires by department. */
  headcount: figure('headcount', headcountResult),
  /** *Added*: the `turnover` named query, else the platform's hires per month. */
  turnover: figure('turnover', turnoverResult),
  /** *Added*: a board (admin: region, aging, recruiters, viability, summary; direct: status by week, totals, targets vs hires) as xlsx or PDF. */
  exportBoard: defineEndpoint({
    method: 'POST',
    path: 'dashboard/export_board/',
    body: exportBoardBody,
    response: fileResponse,
    access: 'any',
    tag: 'dashboard',
    perMinute: 20,
  }),
};

/** *Added*: the Server/Query settings actions (docs/domain.md#dashboards, payroll databases). */
export const payrollEndpoints = {
  testConnection: defineEndpoint({
    method: 'POST',
    path: 'servers/test_connection/',
    body: serverIdBody,
    response: testConnectionResult,
    access: resourceAccess.servers.write,
    tag: 'servers',
    perMinute: 30,
  }),
  runQuery: defineEndpoint({
    method: 'POST',
    path: 'queries/run/',
    body: runQueryBody,
    response: runQueryResult,
    access: resourceAccess.queries.write,
    tag: 'queries',
    perMinute: 30,
  }),
};
