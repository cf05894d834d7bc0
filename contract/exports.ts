import { inPath, staff } from "./access";
import { defineCalls } from "./call";
import { z } from "./zod";

/**
 * The organization exports (spec part 2 §7 "Exports"; decisions 040, 055): each over the
 * organization and every organization under it, for a range of days (MM/dd/yyyy, both required,
 * at most 731 days), as a CSV or an Excel file.
 */

const CSV = "text/csv";
const XLSX = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";

/** The range of days; two exports also take a status. */
const range = z.object({ dateFrom: z.string(), dateTo: z.string() });
const rangeWithStatus = range.extend({ status: z.string().optional() });

const source = { documented: "part 2 §7 Exports" };

// The organization exports (decision 040).
const access = staff("exports.run", inPath);

export const exports = defineCalls("exports", {
  patients: {
    method: "GET",
    path: "/api/organizations/{id}/patients/csv/download",
    summary: "The patients registered in a range of days, as CSV",
    source,
    access,
    query: range,
    responses: { 200: { file: CSV } },
  },
  homebound: {
    method: "GET",
    path: "/api/organizations/{id}/homebound/csv/download",
    summary: "The homebound requests of a range of days, of a status when given, as CSV",
    source,
    access,
    query: rangeWithStatus,
    responses: { 200: { file: CSV } },
  },
  vaccinations: {
    method: "GET",
    path: "/api/organizations/{id}/vaccinations/excel/download",
    summary: "The vaccination appointments of a range of days, as an Excel file",
    source,
    access,
    query: range,
    responses: { 200: { file: XLSX } },
  },
  appointments: {
    method: "GET",
    path: "/api/organizations/{id}/appointments/excel/download",
    summary: "The appointments of a range of days, of a status when given, as an Excel file",
    source,
    access,
    query: rangeWithStatus,
    responses: { 200: { file: XLSX } },
  },
  completedTests: {
    method: "GET",
    path: "/api/organizations/{id}/completed-tests/excel/download",
    summary: "The completed tests of a range of days with their results, as an Excel file",
    source,
    access,
    query: range,
    responses: { 200: { file: XLSX } },
  },
  billing: {
    method: "GET",
    path: "/api/organizations/{id}/billing/excel/download",
    summary: "The invoices of a range of days, as an Excel file",
    source,
    access,
    query: range,
    responses: { 200: { file: XLSX } },
  },
  incentive: {
    method: "GET",
    path: "/api/organizations/{id}/incentive/csv/download",
    summary: "The patients vaccinated in a range of days, with their counts, as CSV",
    source,
    access,
    query: range,
    responses: { 200: { file: CSV } },
  },
});
