import { confirmationShouldRevalidate, deletePage } from "~/components/delete-confirmation";
import { PatientChangeSummary } from "~/components/members/patient-admin";
import { patientChangeAction, patientChangeLoader } from "./__patient-change.server";

export const handle = { i18n: ["members"], titleKey: "members:manage.purge.pageTitle" };

export const loader = patientChangeLoader("purge");
export const action = patientChangeAction("purge");
export const shouldRevalidate = confirmationShouldRevalidate;
export default deletePage(PatientChangeSummary);
