import { endpoints } from '@rp/contract/endpoints';
import { useMutation } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';

/**
 * Opens a connection to a payroll server and runs `select 1`: `{ok, message, ms}` and what the
 * account may do beyond reading (`account_warning`, `account_risks`); never an error for a server
 * that is down.
 */
export const testServerConnection = (id: number) =>
  callApi(endpoints.payroll.testConnection, { body: { id } });

export function useTestServerConnection() {
  return useMutation({ mutationFn: testServerConnection });
}
