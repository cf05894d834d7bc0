import type { Call } from "../../contract/call";
import { pathOf } from "../../contract/call";
import { notes } from "../../contract/notes";
import { organizationPages } from "../../contract/organization-pages";
import { organizations } from "../../contract/organizations";
import { patients } from "../../contract/patients";
import { programs } from "../../contract/programs";
import { surveys } from "../../contract/surveys";
import type { z } from "../../contract/zod";
import { type Answer, type Backend, judge, type Request, type Row } from "./http";

/**
 * The writes (`--writes`, issue 39 §3): a story of documented writes inside a scratch
 * organization made for the run under the account's own, each answer read through its entry and
 * each change read back where the contract has a read of it. Everything made is removed at the
 * end, the scratch organization last, so a run leaves the backend as it found it; a run that
 * stops half-way leaves an organization named "contract-check <stamp>" to delete by hand.
 */

type JsonBody<C> = C extends { body: { json: infer S extends z.ZodTypeAny } } ? z.input<S> : never;

const ADDRESS = {
  address1: "1 Check Street",
  city: "Springfield",
  state: "IL",
  zipcode: "62701",
  country: "US",
};

export async function writes(
  backend: Backend,
  parentId: string,
  found: { programType: string | null; programCategory: string | null },
): Promise<Row[]> {
  const rows: Row[] = [];
  const stamp = new Date().toISOString().replace(/\D/g, "").slice(0, 14);

  async function send<C extends Call>(
    call: C,
    request: Omit<Request, "json"> & { json?: JsonBody<C> } = {},
  ): Promise<Answer | null> {
    const path = pathOf(call, request.params);
    try {
      const answer = await backend.send(call, request);
      const row = judge(call, path, answer);
      rows.push(row);
      return row.outcome === "conforms" ? answer : null;
    } catch (error) {
      rows.push({
        call: call.id,
        path,
        status: "",
        outcome: "differs",
        detail: `no answer: ${(error as Error).name}`,
      });
      return null;
    }
  }

  /** A change read back: the read conforms and shows the value written. */
  async function readBack(call: Call, params: Record<string, string>, field: string, expected: string) {
    const answer = await send(call, { params });
    if (!answer) return;
    const value = (answer.json as Record<string, unknown> | undefined)?.[field];
    if (value !== expected) {
      const row = rows.at(-1)!;
      row.outcome = "differs";
      row.detail = `${field} reads back ${JSON.stringify(value)}, not the ${JSON.stringify(expected)} written`;
    }
  }

  const idOf = (answer: Answer | null) => {
    const id = (answer?.json as { id?: unknown } | undefined)?.id;
    return id === undefined || id === null ? null : String(id);
  };

  const organizationBody = (name: string) => ({
    name,
    type: "FACILITY",
    parentOrganizationId: parentId,
    employerId: "00-0000000",
    businessLicenseNumber: `CC-${stamp}`,
    address: ADDRESS,
    timeZone: "America/Chicago",
  });
  const scratchName = `contract-check ${stamp}`;
  const scratch = idOf(await send(organizations.create, { json: organizationBody(scratchName) }));
  if (!scratch) return rows;
  const made: { patient?: string; program?: string } = {};
  try {
    const renamed = `${scratchName} (renamed)`;
    if (await send(organizations.update, { params: { id: scratch }, json: organizationBody(renamed) }))
      await readBack(organizations.basicInfo, { id: scratch }, "name", renamed);

    const department = idOf(
      await send(organizationPages.createDepartment, {
        json: { organizationId: scratch, name: "Front desk" },
      }),
    );
    if (department) {
      await send(organizationPages.renameDepartment, {
        params: { id: department },
        json: { name: "Reception" },
      });
      await send(organizationPages.deleteDepartment, { params: { id: department } });
    }

    made.patient =
      idOf(
        await send(patients.addIndividual, {
          params: { id: scratch },
          json: {
            firstName: "Check",
            lastName: "Contractcheck",
            dateOfBirth: "04/05/1980",
            gender: "female",
          },
        }),
      ) ?? undefined;
    if (made.patient) {
      const patient = made.patient;
      if (
        await send(patients.profile, {
          params: { id: patient },
          json: { firstName: "Checked", lastName: "Contractcheck" },
        })
      )
        await readBack(patients.get, { id: patient }, "firstName", "Checked");
      const note = idOf(
        await send(notes.create, { json: { patientId: patient, text: "Written by the contract check." } }),
      );
      if (note) {
        await send(notes.update, { params: { id: note }, json: { text: "Changed by the contract check." } });
        await send(notes.ofPatient, { params: { id: patient } });
        await send(notes.remove, { params: { id: note } });
      }
    }

    const survey = idOf(
      await send(surveys.create, { json: { name: `Check survey ${stamp}`, organizationId: scratch } }),
    );
    if (
      survey &&
      (await send(surveys.update, {
        params: { id: survey },
        json: { name: `Check survey ${stamp} (renamed)` },
      }))
    )
      await readBack(surveys.get, { id: survey }, "name", `Check survey ${stamp} (renamed)`);

    const typeId = found.programType ?? undefined;
    const categoryId = found.programCategory ?? undefined;
    made.program =
      idOf(
        await send(programs.create, {
          json: { name: `Check program ${stamp}`, organizationId: scratch, typeId, categoryId },
        }),
      ) ?? undefined;
    if (made.program) {
      const id = made.program;
      const renamed = `Check program ${stamp} (renamed)`;
      if (await send(programs.update, { params: { id }, json: { name: renamed, typeId, categoryId } }))
        await readBack(programs.get, { id }, "name", renamed);
      if (
        await send(programs.addCriterion, {
          params: { id },
          json: { rank: 1, attribute: "MIN_AGE", value: "65" },
        })
      )
        await send(programs.removeCriterion, { params: { id, rank: "1" } });
      if (await send(programs.addStep, { params: { id }, json: { name: "Call the patient" } })) {
        const steps = await send(programs.steps, { params: { id } });
        const step = (steps?.json as Array<{ id?: unknown }> | undefined)?.[0]?.id;
        if (step !== undefined) await send(programs.removeStep, { params: { id, stepId: String(step) } });
      }
    }
  } finally {
    if (made.program) await send(programs.remove, { params: { id: made.program } });
    if (made.patient) await send(patients.remove, { params: { id: made.patient } });
    await send(organizations.remove, { params: { id: scratch } });
  }
  return rows;
}
