/** Custom actions of this area (docs/domain.md#api-conventions); filled as its routes move to the contract. */
export const requirementEndpoints = {};
