import type { Location, Organization } from "../types";

/**
 * The demo trees' locations (issue 40 item 3): where each organization serves beyond its own
 * address. Ids come from the seed's sequence, after every earlier seed part.
 */
export function seedLocations(
  id: (prefix: string) => string,
  places: { main: Organization; north: Organization; clinic: Organization; harbor: Organization },
): Location[] {
  const { main, north, clinic, harbor } = places;
  const at = (
    organization: Organization,
    name: string,
    locationTypeId: string,
    address1: string,
    city: string,
    state: string,
    zipcode: string,
    address2: string | null = null,
  ): Location => ({
    id: id("loc"),
    organizationId: organization.id,
    name,
    locationTypeId,
    address: { address1, address2, city, state, zipcode, country: "United States" },
  });
  return [
    at(main, "Main site", "lt-clinic", "100 Main Street", "Boston", "MA", "02108"),
    at(
      main,
      "Lincoln Elementary gym",
      "lt-school",
      "19 Kenilworth Street",
      "Roxbury",
      "MA",
      "02119",
      "Gym entrance, Dudley Street side",
    ),
    at(
      main,
      "Mobile unit — Franklin Park lot",
      "lt-mobile",
      "1 Franklin Park Road",
      "Boston",
      "MA",
      "02121",
      "Parking lot B",
    ),
    at(north, "Cambridge Community Center", "lt-community", "5 Callender Street", "Cambridge", "MA", "02139"),
    at(north, "Porter Square Pharmacy", "lt-pharmacy", "36 White Street", "Cambridge", "MA", "02140"),
    at(clinic, "Riverside main site", "lt-clinic", "12 River Street", "Boston", "MA", "02114"),
    at(
      harbor,
      "Pier 66 mobile unit",
      "lt-mobile",
      "2130 Alaskan Way",
      "Seattle",
      "WA",
      "98121",
      "Cruise terminal lot",
    ),
    at(harbor, "Harbor main clinic", "lt-clinic", "800 Fifth Avenue", "Seattle", "WA", "98104"),
  ];
}
