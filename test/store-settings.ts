/**
 * The store settings form (PUT /api/adminauth/store/settings) with an unconfigured shop's minutes
 * and slots of 100 orders, so a test of something else never meets a full one. The largest order
 * value and the cash rules are left out: the PUT keeps them as they are.
 */
export const ROOMY_SETTINGS = {
  prepMinutes: 20,
  deliveryMinutes: 45,
  deliverySlotCapacity: 100,
  collectionSlotCapacity: 100,
  busyExtraMinutes: 0,
  minimumAppliesToCollection: false,
};
