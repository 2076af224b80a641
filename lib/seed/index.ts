import "server-only";

export { SEED_DISH_DETAILS, SEED_VARIANT_DETAILS } from "./data/menu-details";
export { SEED_MENU } from "./data/menu";
export { prepareDatabase } from "./prepare-database";
export { runSeed } from "./run-seed";
export { seedCatalogue } from "./seed-catalogue";
export { seedDeliveryZones } from "./seed-delivery-zones";
export { SEED_PROMOTIONS } from "./seed-promotions";
export { seedShopProfile } from "./seed-shop-profile";
export { SEED_TIMETABLE, seedStoreHours } from "./seed-store-hours";
