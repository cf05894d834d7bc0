import { confirmationShouldRevalidate, deletePage } from "~/components/delete-confirmation";
import { PatientChangeSummary } from "~/components/members/patient-admin";
import { patientChangeAction, patientChangeLoader } from "./__patient-change.server";

export const handle = { i18n: ["members"], titleKey: "members:manage.remove.pageTitle" };

export const loader = patientChangeLoader("remove");
export const action = patientChangeAction("remove");
export const shouldRevalidate = confirmationShouldRevalidate;
export default deletePage(PatientChangeSummary);
