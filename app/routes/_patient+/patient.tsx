import { redirect } from "@remix-run/node";

/** /patient (spec part 1 §2) is the patient area; its pages live under /curapatient/patient. */
export function loader() {
  return redirect("/curapatient/patient/dashboard");
}
