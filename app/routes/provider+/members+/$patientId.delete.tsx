import { confirmationShouldRevalidate, deletePage } from "~/components/delete-confirmation";
import { PatientChangeSummary } from "~/components/members/patient-admin";
import { patientChangeAction, patientChangeLoader } from "./__patient-change.server";

export const handle = { i18n: ["members"], titleKey: "members:manage.delete.pageTitle" };

export const loader = patientChangeLoader("delete");
export const action = patientChangeAction("delete");
export const shouldRevalidate = confirmationShouldRevalidate;
export default deletePage(PatientChangeSummary);
