/**
 * The reference upstream's offline gazetteer (decision 030): a few dozen US addresses and cities,
 * the seeded organizations' among them, behind a Nominatim-compatible search
 * (`GET /api/geocoder/search?q=&format=json`), so the demo and the tests find places without the
 * network. A street address matches when the query holds its number, street and city; a city
 * matches a query naming the city and its state. The most specific match wins.
 */

import type { Address } from "./types";

/** A street address in the United States and its coordinates. */
export type UsPlace = [
  address1: string,
  city: string,
  state: string,
  zipcode: string,
  lat: number,
  lng: number,
];

/** A seeded address at a place; its id drawn by the seed's `id`. */
export function usAddress(
  id: (prefix: string) => string,
  ...[address1, city, state, zipcode, lat, lng]: UsPlace
): Address {
  return {
    id: id("addr"),
    address1,
    city,
    state,
    zipcode,
    country: "United States",
    gpsLatitude: lat,
    gpsLongitude: lng,
  };
}

interface Place {
  street?: string;
  city: string;
  state: string;
  zipcode?: string;
  lat: number;
  lon: number;
}

const PLACES: readonly Place[] = [
  // The seeded organizations' addresses.
  { street: "100 Main Street", city: "Boston", state: "MA", zipcode: "02108", lat: 42.3581, lon: -71.0636 },
  {
    street: "20 North Avenue",
    city: "Cambridge",
    state: "MA",
    zipcode: "02139",
    lat: 42.3656,
    lon: -71.1032,
  },
  { street: "55 South Road", city: "Dallas", state: "TX", zipcode: "75201", lat: 32.7876, lon: -96.7994 },
  { street: "12 River Street", city: "Boston", state: "MA", zipcode: "02114", lat: 42.3601, lon: -71.0589 },
  {
    street: "400 Lake Shore Drive",
    city: "Chicago",
    state: "IL",
    zipcode: "60611",
    lat: 41.8925,
    lon: -87.6142,
  },
  { street: "9 Cactus Lane", city: "Phoenix", state: "AZ", zipcode: "85004", lat: 33.4519, lon: -112.0686 },
  // Other addresses the demo can use.
  { street: "1 Harbor Way", city: "Boston", state: "MA", zipcode: "02210", lat: 42.3496, lon: -71.0446 },
  { street: "75 Elm Street", city: "Somerville", state: "MA", zipcode: "02144", lat: 42.3954, lon: -71.1215 },
  {
    street: "300 Congress Avenue",
    city: "Austin",
    state: "TX",
    zipcode: "78701",
    lat: 30.2653,
    lon: -97.7445,
  },
  {
    street: "1500 Market Street",
    city: "Philadelphia",
    state: "PA",
    zipcode: "19102",
    lat: 39.9522,
    lon: -75.1664,
  },
  { street: "200 Pine Street", city: "Seattle", state: "WA", zipcode: "98101", lat: 47.6114, lon: -122.3364 },
  {
    street: "600 Colfax Avenue",
    city: "Denver",
    state: "CO",
    zipcode: "80203",
    lat: 39.7401,
    lon: -104.9784,
  },
  {
    street: "50 Peachtree Street",
    city: "Atlanta",
    state: "GA",
    zipcode: "30303",
    lat: 33.7537,
    lon: -84.3901,
  },
  {
    street: "800 Figueroa Street",
    city: "Los Angeles",
    state: "CA",
    zipcode: "90017",
    lat: 34.0505,
    lon: -118.2601,
  },
  { street: "250 Broadway", city: "New York", state: "NY", zipcode: "10007", lat: 40.7128, lon: -74.0071 },
  {
    street: "10 Kapiolani Boulevard",
    city: "Honolulu",
    state: "HI",
    zipcode: "96813",
    lat: 21.2983,
    lon: -157.8567,
  },
  {
    street: "410 Fourth Avenue",
    city: "Anchorage",
    state: "AK",
    zipcode: "99501",
    lat: 61.2176,
    lon: -149.8953,
  },
  {
    street: "120 Main Street",
    city: "Salt Lake City",
    state: "UT",
    zipcode: "84101",
    lat: 40.7648,
    lon: -111.891,
  },
  {
    street: "35 Canal Street",
    city: "New Orleans",
    state: "LA",
    zipcode: "70130",
    lat: 29.9511,
    lon: -90.0676,
  },
  {
    street: "700 Woodward Avenue",
    city: "Detroit",
    state: "MI",
    zipcode: "48226",
    lat: 42.3314,
    lon: -83.0458,
  },
  { street: "95 Main Street", city: "Boise", state: "ID", zipcode: "83702", lat: 43.6142, lon: -116.2025 },
  { street: "5 Mill Road", city: "Springfield", state: "MA", zipcode: "01103", lat: 42.1015, lon: -72.5898 },
  // Cities.
  { city: "Boston", state: "MA", lat: 42.3601, lon: -71.0589 },
  { city: "Cambridge", state: "MA", lat: 42.3736, lon: -71.1097 },
  { city: "Dallas", state: "TX", lat: 32.7767, lon: -96.797 },
  { city: "Chicago", state: "IL", lat: 41.8781, lon: -87.6298 },
  { city: "Phoenix", state: "AZ", lat: 33.4484, lon: -112.074 },
  { city: "Houston", state: "TX", lat: 29.7604, lon: -95.3698 },
  { city: "Miami", state: "FL", lat: 25.7617, lon: -80.1918 },
  { city: "San Francisco", state: "CA", lat: 37.7749, lon: -122.4194 },
  { city: "Portland", state: "OR", lat: 45.5152, lon: -122.6784 },
  { city: "Minneapolis", state: "MN", lat: 44.9778, lon: -93.265 },
  { city: "Nashville", state: "TN", lat: 36.1627, lon: -86.7816 },
  { city: "Baltimore", state: "MD", lat: 39.2904, lon: -76.6122 },
];

const ABBREVIATIONS: Record<string, string> = {
  st: "street",
  ave: "avenue",
  av: "avenue",
  rd: "road",
  dr: "drive",
  ln: "lane",
  blvd: "boulevard",
  hwy: "highway",
  pl: "place",
  ct: "court",
};

function tokens(text: string): string[] {
  return text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, " ")
    .split(" ")
    .filter(Boolean)
    .map((token) => (Object.hasOwn(ABBREVIATIONS, token) ? ABBREVIATIONS[token]! : token));
}

function keyOf(place: Place): string[] {
  return tokens(`${place.street ?? ""} ${place.city} ${place.street ? "" : place.state}`);
}

export function displayName(place: Place): string {
  const stateZip = [place.state, place.zipcode].filter(Boolean).join(" ");
  return [place.street, place.city, stateZip, "United States"].filter(Boolean).join(", ");
}

/** The places a query names, best first (Nominatim's answer shape). */
export function searchGazetteer(query: string, limit: number) {
  const asked = new Set(tokens(query));
  if (asked.size === 0) return [];
  return PLACES.map((place) => ({ place, key: keyOf(place) }))
    .filter(({ key }) => key.every((token) => asked.has(token)))
    .sort((a, b) => b.key.length - a.key.length)
    .slice(0, limit)
    .map(({ place }, index) => ({
      place_id: index + 1,
      lat: place.lat.toFixed(7),
      lon: place.lon.toFixed(7),
      display_name: displayName(place),
      type: place.street ? "house" : "city",
      address: {
        road: place.street,
        city: place.city,
        state: place.state,
        postcode: place.zipcode,
        country: "United States",
        country_code: "us",
      },
    }));
}

/** Where a 5-digit ZIP code is, from the first place that has it; null when the gazetteer has none. */
export function placeOfZip(zip: string): { lat: number; lng: number } | null {
  const wanted = zip.trim().slice(0, 5);
  const place = PLACES.find((p) => p.zipcode === wanted);
  return place ? { lat: place.lat, lng: place.lon } : null;
}
