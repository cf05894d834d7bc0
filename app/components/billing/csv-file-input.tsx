import type { FieldMetadata } from "@conform-to/react";
import type { DragEvent } from "react";
import { useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { Field } from "../forms";
import { Icon } from "../icons";
import { useHydrated } from "../use-hydrated";

/**
 * A plain file input (works without JavaScript). With JavaScript the same input sits in a drop
 * zone: a file dropped on it is put into the input, so the form submits it exactly as if chosen.
 */
export function CsvFileInput({
  meta,
  label,
  hint,
}: {
  meta: FieldMetadata<unknown>;
  label: string;
  hint: string;
}) {
  const { t } = useTranslation("billing");
  const hydrated = useHydrated();
  const zone = useRef<HTMLDivElement>(null);
  const [dragging, setDragging] = useState(false);
  const [dropped, setDropped] = useState<string | null>(null);
  const input = () => zone.current?.querySelector<HTMLInputElement>('input[type="file"]') ?? null;

  const field = (
    <Field meta={meta} label={label} hint={hint} type="file" accept=".csv,text/csv" className="mb-2" />
  );
  if (!hydrated) return field;

  const onDrop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setDragging(false);
    const files = event.dataTransfer.files;
    const target = input();
    if (!target || files.length === 0) return;
    const transfer = new DataTransfer();
    transfer.items.add(files[0]!);
    target.files = transfer.files;
    target.dispatchEvent(new Event("change", { bubbles: true }));
    setDropped(files[0]!.name);
  };
  return (
    <div
      ref={zone}
      data-testid="csv-drop-zone"
      onDragOver={(event) => {
        event.preventDefault();
        setDragging(true);
      }}
      onDragLeave={() => setDragging(false)}
      onDrop={onDrop}
      className={`rounded border-4 border-dashed p-4 ${dragging ? "border-brand-700 bg-brand-50" : "border-slate-400"}`}
    >
      <p className="mb-3 flex items-center gap-2 font-semibold text-slate-800">
        <Icon name="upload" />
        {t("import.dropHere")}
      </p>
      {field}
      <p role="status" className="text-sm">
        {dropped ? t("import.dropped", { name: dropped }) : null}
      </p>
    </div>
  );
}
