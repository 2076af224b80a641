// The shop trades on London time, whatever time zone the server or the browser runs in. This
// module is the only place that names the zone and the only one that imports luxon (lint).

export const SHOP_ZONE = "Europe/London";
