import { getFormProps, type SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod";
import { Form, redirect, useActionData } from "@remix-run/react";
import { createRemixStub } from "@remix-run/testing";
import { fireEvent, render, screen, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { ErrorSummary, Field, SubmitButton, summarize } from "~/components/forms";
import { useAppForm } from "~/components/use-app-form";
import { formConstraint } from "~/http/form-constraints.server";

/**
 * A form with JS whose post is refused and then accepted (decision 046: the action is the only
 * check). The accepted post redirects and brings no result: nothing of the refusal may stay, and
 * a refusal after it shows again.
 */

const APP_FUTURE = {
  v3_fetcherPersist: true,
  v3_relativeSplatPath: true,
  v3_lazyRouteDiscovery: true,
  v3_singleFetch: true,
};

const schema = z.object({
  code: z.string({ required_error: "Enter the code." }).refine((code) => code === "GOOD-1", "No such code."),
});

function JoinForm() {
  const reply = useActionData<{ result: SubmissionResult<string[]> }>();
  const [form, fields] = useAppForm<typeof schema>({
    id: "join",
    constraint: formConstraint(schema),
    lastResult: reply?.result,
  });
  return (
    <Form method="post" {...getFormProps(form)} noValidate>
      <ErrorSummary errors={summarize(form, [fields.code])} />
      <Field meta={fields.code} label="Invitation code" />
      <button type="submit">Join</button>
    </Form>
  );
}

function renderJoin() {
  const Stub = createRemixStub([
    {
      path: "/join",
      Component: JoinForm,
      action: async ({ request }) => {
        const submission = parseWithZod(await request.formData(), { schema });
        if (submission.status !== "success") return { result: submission.reply() };
        return redirect("/join");
      },
    },
  ]);
  render(<Stub initialEntries={["/join"]} future={APP_FUTURE} />);
}

describe("a form refused and then accepted, with JS", () => {
  it("shows the refusal, then nothing of it once the accepted post has redirected", async () => {
    renderJoin();
    const code = (await screen.findByLabelText("Invitation code")) as HTMLInputElement;
    fireEvent.change(code, { target: { value: "NOPE-0" } });
    fireEvent.click(screen.getByRole("button", { name: "Join" }));
    await waitFor(() => expect(screen.getAllByText("No such code.").length).toBeGreaterThan(0));
    expect((screen.getByLabelText("Invitation code") as HTMLInputElement).value).toBe("NOPE-0");

    fireEvent.change(screen.getByLabelText("Invitation code"), { target: { value: "GOOD-1" } });
    fireEvent.click(screen.getByRole("button", { name: "Join" }));
    await waitFor(() => expect(screen.queryAllByText("No such code.")).toHaveLength(0));
    expect(screen.getByLabelText("Invitation code").getAttribute("aria-invalid")).toBeNull();
    // What was accepted stays as it was sent.
    expect((screen.getByLabelText("Invitation code") as HTMLInputElement).value).toBe("GOOD-1");

    // A new refusal shows again.
    fireEvent.change(screen.getByLabelText("Invitation code"), { target: { value: "NOPE-2" } });
    fireEvent.click(screen.getByRole("button", { name: "Join" }));
    await waitFor(() => expect(screen.getAllByText("No such code.").length).toBeGreaterThan(0));
  });
});

/** A form that adds a record and stays on the page (a note, issue 38): `clearWhenSaved`. */
function NoteForm() {
  const reply = useActionData<{ result: SubmissionResult<string[]> }>();
  const [form, fields, saves] = useAppForm<typeof schema>({
    id: "note",
    constraint: formConstraint(schema),
    lastResult: reply?.result,
    clearWhenSaved: true,
  });
  return (
    <Form key={saves} method="post" {...getFormProps(form)} noValidate>
      <ErrorSummary errors={summarize(form, [fields.code])} />
      <Field meta={fields.code} label="Invitation code" />
      <SubmitButton>Join</SubmitButton>
    </Form>
  );
}

describe("a form that clears once saved, with JS", () => {
  it("keeps what a refusal gives back, empties the field once a post is accepted, and locks the button until then", async () => {
    // The page after the save loads when the test says so: the button stays locked meanwhile.
    let hold: Promise<void> | null = null;
    let open = () => {};
    const Stub = createRemixStub([
      {
        path: "/notes",
        Component: NoteForm,
        action: async ({ request }) => {
          const submission = parseWithZod(await request.formData(), { schema });
          if (submission.status !== "success") return { result: submission.reply() };
          hold = new Promise((resolve) => (open = resolve));
          return redirect("/notes");
        },
        loader: async () => {
          if (hold) await hold;
          return null;
        },
      },
    ]);
    render(<Stub initialEntries={["/notes"]} future={APP_FUTURE} />);
    const code = (await screen.findByLabelText("Invitation code")) as HTMLInputElement;
    fireEvent.change(code, { target: { value: "NOPE-0" } });
    fireEvent.click(screen.getByRole("button", { name: "Join" }));
    await waitFor(() => expect(screen.getAllByText("No such code.").length).toBeGreaterThan(0));
    await waitFor(() =>
      expect(screen.getByRole("button", { name: "Join" })).toHaveProperty("disabled", false),
    );
    // A refusal keeps what was typed.
    expect((screen.getByLabelText("Invitation code") as HTMLInputElement).value).toBe("NOPE-0");

    fireEvent.change(screen.getByLabelText("Invitation code"), { target: { value: "GOOD-1" } });
    fireEvent.click(screen.getByRole("button", { name: "Join" }));
    // Sent and redirected, the next page not yet loaded: a second click would send it again.
    await waitFor(() => expect(hold).not.toBeNull());
    await waitFor(() =>
      expect(screen.getByRole("button", { name: "Join" })).toHaveProperty("disabled", true),
    );
    open();
    await waitFor(() =>
      expect((screen.getByLabelText("Invitation code") as HTMLInputElement).value).toBe(""),
    );
    expect(screen.getByRole("button", { name: "Join" })).toHaveProperty("disabled", false);
    expect(screen.queryAllByText("No such code.")).toHaveLength(0);
  });
});
