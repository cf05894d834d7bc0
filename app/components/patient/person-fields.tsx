import { useTranslation } from "react-i18next";
import { GENDERS } from "~/domain/patient-profile";
import { type AnyField, DateInputField, Field, SelectField } from "../forms";

/**
 * The person fields the patient forms share (registration, adding a family member, editing the
 * profile): the same labels, hints, choices and error wiring in each.
 */

export function GenderField({ meta }: { meta: AnyField }) {
  const { t } = useTranslation("patient");
  return (
    <SelectField
      meta={meta}
      label={t("profile.gender")}
      placeholder={t("schedule.choose")}
      options={GENDERS.map((g) => ({ value: g, label: t(`genders.${g}`) }))}
    />
  );
}

/** Day, month and year inputs; `dateOfBirth` carries the errors about the date as a whole. */
export function BirthDateField({
  fields,
}: {
  fields: { dobDay: AnyField; dobMonth: AnyField; dobYear: AnyField; dateOfBirth: AnyField };
}) {
  const { t } = useTranslation("patient");
  return (
    <DateInputField
      legend={t("profile.dateOfBirth")}
      hint={t("profile.dateHint")}
      day={fields.dobDay}
      month={fields.dobMonth}
      year={fields.dobYear}
      error={fields.dateOfBirth.errors?.[0]}
      errorId={fields.dateOfBirth.errorId}
    />
  );
}

/**
 * Who the person is: names, gender and date of birth, in this order on every form that makes a
 * patient. `self` is a person entering their own details (the browser may fill them in); staff
 * typing someone else's get no autofill.
 */
export function PersonFields({
  fields,
  self,
}: {
  fields: {
    firstName: AnyField;
    lastName: AnyField;
    gender: AnyField;
    dobDay: AnyField;
    dobMonth: AnyField;
    dobYear: AnyField;
    dateOfBirth: AnyField;
  };
  self: boolean;
}) {
  const { t } = useTranslation("patient");
  return (
    <>
      <Field
        meta={fields.firstName}
        label={t("profile.firstName")}
        autoComplete={self ? "given-name" : "off"}
      />
      <Field
        meta={fields.lastName}
        label={t("profile.lastName")}
        autoComplete={self ? "family-name" : "off"}
      />
      <GenderField meta={fields.gender} />
      <BirthDateField fields={fields} />
    </>
  );
}
