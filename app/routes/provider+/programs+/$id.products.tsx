import { getFormProps } from "@conform-to/react";
import { Form, Link, useActionData, useLoaderData, useSubmit } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { DeleteControl } from "~/components/delete-confirmation";
import {
  ErrorSummary,
  Field,
  SelectField,
  SubmitButton,
  buttonClass,
  inputClass,
  summarize,
} from "~/components/forms";
import { crumbsFrom } from "~/components/layout/breadcrumbs";
import { PageHeading } from "~/components/layout/page-heading";
import { ProductDeleteSummary, ProductItemDeleteSummary } from "~/components/programs/delete-summaries";
import { ProgramTabs } from "~/components/programs/program-tabs";
import { Table, Td, Th } from "~/components/table";
import { useAppForm } from "~/components/use-app-form";
import { useCan } from "~/components/use-can";
import { productItemSchema, productSchema } from "~/domain/program-schemas";
import { productDeletePath, productItemDeletePath, programPath } from "~/domain/programs";
import { notFound } from "~/http/not-found.server";
import { intents } from "~/http/intents.server";
import { orThrow } from "~/http/outcome.server";
import { getT } from "~/i18n/i18n.server";
import { guarded } from "~/session/guards.server";
import { getClinics } from "~/upstream/organizations.server";
import {
  addProduct,
  addProductItem,
  listClinicProductItems,
  listProducts,
  listProgramTemplates,
} from "~/upstream/programs.server";
import { answerProgramIntents, loadProgram, programCrumbs, type ProgramCtx } from "./__programs.server";
import { inProgramWords } from "./__words.server";
import { formConstraints } from "~/http/form-constraints.server";

export const handle = { i18n: ["programs"], breadcrumb: crumbsFrom };

/**
 * A program's products and their items, each item with its care-plan template and clinic; each
 * deleted after its confirmation. `?clinicId=` shows one of the tree's clinics' product items over
 * every program (decision 042): a clinic not of the tree answers 404 before it is asked for.
 */
export const loader = guarded("programs.read", async ({ request, context, params, client }) => {
  const program = await loadProgram(client, context, request, params.id, "programs.read");
  const clinicId = new URL(request.url).searchParams.get("clinicId") || null;
  const [products, templates, clinics, t] = await Promise.all([
    listProducts(client, program.id),
    listProgramTemplates(client, program.organizationId),
    getClinics(client, program.organizationId),
    getT(context.locale, "programs"),
  ]);
  const clinicOptions = clinics.ok ? clinics.data.map((v) => ({ value: v.id, label: v.name })) : [];
  const clinic = clinicId ? clinicOptions.find((c) => c.value === clinicId) : undefined;
  if (clinicId && !clinic) throw notFound(context, { messageKey: "programs:products.clinicNotFound" });
  const clinicItems = clinic ? await listClinicProductItems(client, clinic.value) : null;
  return {
    constraints: formConstraints({ product: productSchema, item: productItemSchema }),
    program,
    products: orThrow(products, context),
    templates: templates.ok ? templates.data.map((v) => ({ value: v.id, label: v.name })) : [],
    clinics: clinicOptions,
    clinic: clinic ? { id: clinic.value, name: clinic.label } : null,
    clinicItems: clinicItems ? (clinicItems.ok ? clinicItems.data : null) : [],
    pageTitle: t("products.title", { name: program.name }),
    crumbs: await programCrumbs(context, program, t("tabs.products")),
  };
});

const productIntents = intents<ProgramCtx>()(
  {
    product: {
      schema: productSchema,
      run: ({ name }, { client, program }) => addProduct(client, program.id, name),
      success: "programs:flash.productAdded",
      fields: ["name"],
    },
    item: {
      schema: productItemSchema,
      run: ({ productId, name, templateId, clinicId }, { client }) =>
        addProductItem(client, {
          productId,
          name,
          templateId: templateId ?? null,
          clinicId: clinicId ?? null,
        }),
      success: "programs:flash.productItemAdded",
      fields: ["productId", "name", "templateId", "clinicId"],
    },
  },
  { to: ({ program }) => programPath(program.id, "products"), fallback: "product", words: inProgramWords },
);

// The reply goes to the form that was sent: a new product, or an item of one.
export const action = guarded("programs.edit", (scope) => answerProgramIntents(scope, productIntents));

export default function ProgramProducts() {
  const { t } = useTranslation("programs");
  const { program, products, templates, clinics, clinic, clinicItems, constraints } =
    useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const canEdit = useCan("programs.edit");
  const [productForm, productFields] = useAppForm<typeof productSchema>({
    id: "product",
    constraint: constraints.product,
    lastResult: actionData?.intent === "product" ? actionData.result : undefined,
  });
  const [itemForm, itemFields] = useAppForm<typeof productItemSchema>({
    id: "product-item",
    constraint: constraints.item,
    lastResult: actionData?.intent === "item" ? actionData.result : undefined,
  });
  const nameOf = (options: ReadonlyArray<{ value: string; label: string }>, id: string | null | undefined) =>
    options.find((o) => o.value === id)?.label ?? "";
  return (
    <>
      <PageHeading>{t("products.title", { name: program.name })}</PageHeading>
      <ProgramTabs programId={program.id} />
      {products.length === 0 ? <p className="mt-6">{t("products.empty")}</p> : null}
      <ul className="mt-6 space-y-4">
        {products.map((product) => (
          <li key={product.id} className="rounded border-2 border-slate-300 p-4">
            <div className="flex flex-wrap items-center justify-between gap-3">
              <h2 className="text-xl font-bold">{product.name}</h2>
              {canEdit ? (
                <DeleteControl
                  href={productDeletePath(program.id, product.id)}
                  Summary={ProductDeleteSummary}
                >
                  {t("products.delete.link")}
                  <span className="sr-only">: {product.name}</span>
                </DeleteControl>
              ) : null}
            </div>
            {product.items.length === 0 ? (
              <p className="mt-2 text-slate-700">{t("products.noItems")}</p>
            ) : (
              <ul className="mt-2 list-disc pl-6">
                {product.items.map((item) => (
                  <li key={item.id}>
                    <span className="inline-flex flex-wrap items-center gap-3">
                      <span>
                        {item.name}
                        {item.templateId
                          ? ` (${t("products.template")}: ${nameOf(templates, item.templateId)})`
                          : ""}
                        {item.clinicId ? ` (${t("form.clinic")}: ${nameOf(clinics, item.clinicId)})` : ""}
                      </span>
                      {canEdit ? (
                        <DeleteControl
                          href={productItemDeletePath(program.id, item.id)}
                          Summary={ProductItemDeleteSummary}
                          className={buttonClass("link")}
                        >
                          {t("products.deleteItem.link")}
                          <span className="sr-only">: {item.name}</span>
                        </DeleteControl>
                      ) : null}
                    </span>
                  </li>
                ))}
              </ul>
            )}
          </li>
        ))}
      </ul>
      <ClinicItems programId={program.id} clinics={clinics} clinic={clinic} items={clinicItems} />
      {canEdit ? (
        <div className="mt-8 grid gap-8 lg:grid-cols-2">
          <section aria-labelledby="add-product">
            <h2 id="add-product" className="text-xl font-bold">
              {t("products.add")}
            </h2>
            <ErrorSummary id="product-errors" errors={summarize(productForm, [productFields.name])} />
            <Form method="post" {...getFormProps(productForm)} noValidate>
              <Field meta={productFields.name} label={t("products.name")} autoComplete="off" />
              <SubmitButton intent="product">{t("products.addButton")}</SubmitButton>
            </Form>
          </section>
          {products.length > 0 ? (
            <section aria-labelledby="add-product-item">
              <h2 id="add-product-item" className="text-xl font-bold">
                {t("products.addItem")}
              </h2>
              <ErrorSummary
                id="product-item-errors"
                errors={summarize(itemForm, [
                  itemFields.productId,
                  itemFields.name,
                  itemFields.templateId,
                  itemFields.clinicId,
                ])}
              />
              <Form method="post" {...getFormProps(itemForm)} noValidate>
                <SelectField
                  meta={itemFields.productId}
                  label={t("products.product")}
                  options={products.map((p) => ({ value: p.id, label: p.name }))}
                  placeholder={t("form.choose")}
                />
                <Field meta={itemFields.name} label={t("products.itemName")} autoComplete="off" />
                <SelectField
                  meta={itemFields.templateId}
                  label={t("products.template")}
                  options={templates}
                  placeholder={t("overview.none")}
                />
                <SelectField
                  meta={itemFields.clinicId}
                  label={t("form.clinic")}
                  options={clinics}
                  placeholder={t("form.noClinic")}
                />
                <SubmitButton intent="item">{t("products.addItemButton")}</SubmitButton>
              </Form>
            </section>
          ) : null}
        </div>
      ) : null}
    </>
  );
}

/**
 * One clinic's product items over every program of the tree: a GET form choosing the clinic (the
 * address can be shared), then the items with their program and product.
 */
function ClinicItems({
  programId,
  clinics,
  clinic,
  items,
}: {
  programId: string;
  clinics: ReadonlyArray<{ value: string; label: string }>;
  clinic: { id: string; name: string } | null;
  items: ReadonlyArray<{
    id: string;
    name: string;
    productName?: string | null;
    programId?: string | null;
    programName?: string | null;
  }> | null;
}) {
  const { t } = useTranslation("programs");
  const submit = useSubmit();
  if (clinics.length === 0) return null;
  return (
    <section aria-labelledby="clinic-items" className="mt-8">
      <h2 id="clinic-items" className="text-xl font-bold" tabIndex={-1}>
        {t("products.byClinic.heading")}
      </h2>
      <p className="mt-1 max-w-3xl text-slate-700">{t("products.byClinic.intro")}</p>
      <Form
        method="get"
        action={`${programPath(programId, "products")}#clinic-items`}
        className="mt-2 flex flex-wrap items-end gap-3"
      >
        <div>
          <label htmlFor="clinic-filter" className="block font-semibold text-slate-900">
            {t("form.clinic")}
          </label>
          <select
            id="clinic-filter"
            name="clinicId"
            defaultValue={clinic?.id ?? ""}
            // With JavaScript the choice applies at once, as the list filters do; the button stays for without.
            onChange={(event) => submit(event.currentTarget.form, { preventScrollReset: true })}
            className={`${inputClass} mt-1`}
          >
            <option value="">{t("form.choose")}</option>
            {clinics.map((c) => (
              <option key={c.value} value={c.value}>
                {c.label}
              </option>
            ))}
          </select>
        </div>
        <button type="submit" className={buttonClass("secondary")}>
          {t("products.byClinic.show")}
        </button>
      </Form>
      {clinic === null ? null : items === null ? (
        <p role="status" className="mt-4">
          {t("products.byClinic.unavailable")}
        </p>
      ) : items.length === 0 ? (
        <p className="mt-4">{t("products.byClinic.empty", { clinic: clinic.name })}</p>
      ) : (
        <Table caption={t("products.byClinic.caption", { clinic: clinic.name })}>
          <thead>
            <tr>
              <Th>{t("products.byClinic.program")}</Th>
              <Th>{t("products.product")}</Th>
              <Th>{t("products.itemName")}</Th>
            </tr>
          </thead>
          <tbody>
            {items.map((item) => (
              <tr key={item.id}>
                <Td>
                  {item.programId ? (
                    <Link to={programPath(item.programId, "products")} className="underline">
                      {item.programName ?? ""}
                    </Link>
                  ) : (
                    (item.programName ?? "")
                  )}
                </Td>
                <Td>{item.productName ?? ""}</Td>
                <Td>{item.name}</Td>
              </tr>
            ))}
          </tbody>
        </Table>
      )}
    </section>
  );
}
