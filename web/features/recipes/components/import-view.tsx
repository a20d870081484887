import { useEffect, useId, useRef, useState, type FormEvent } from "react";
import type { RecipeDraft } from "@contract/schemas/recipes";
import { Button, buttonClass } from "@web/components/ui/button";
import { Card } from "@web/components/ui/card";
import { FormAlert, TextField } from "@web/components/ui/field/field";
import type { PictureParts } from "@web/components/ui/photo/picture-parts";
import { foRecipes as t } from "@web/i18n/fo/recipes";
import { importFile, importLink } from "../api/import-recipes";
import { boxHref } from "../lib/box-route";
import { draftFormOf } from "../lib/recipe-form";
import { BackLink } from "./back-link";
import { FileDrafts } from "./file-drafts";
import { NewRecipe } from "./recipe-editor-page";

interface ImportViewProps {
  familyId: string;
  pictures: PictureParts;
  /** A link shared to the app (the manifest's share target): filled in and read at once. */
  link: string | null;
}

/** One of the import's reads: under way or not, and the server's refusal in its own words. */
function useImportRead<Input, Answer>(load: (input: Input) => Promise<Answer>, onAnswer: (answer: Answer) => void) {
  const [reading, setReading] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const read = (input: Input) => {
    setReading(true);
    setRefusal(null);
    load(input).then(onAnswer, (error: unknown) => {
      setReading(false);
      setRefusal(error instanceof Error ? error.message : t.importFailed);
    });
  };
  return { reading, refusal, read };
}

/**
 * 'Innles uppskrift': a link's recipe, shown in the editor to confirm before it is saved; or an
 * export file's recipes, listed to choose from. Reading stores nothing; the save does.
 */
export function ImportView({ familyId, pictures, link }: ImportViewProps) {
  const [draft, setDraft] = useState<RecipeDraft | null>(null);
  const [drafts, setDrafts] = useState<RecipeDraft[] | null>(null);
  if (draft) {
    return <NewRecipe familyId={familyId} pictures={pictures} initial={draftFormOf(draft)} heading={t.confirmTitle} backHref={boxHref.import()} />;
  }
  if (drafts) return <FileDrafts familyId={familyId} drafts={drafts} onBack={() => setDrafts(null)} />;
  return (
    <Card aria-labelledby="import-title" className="space-y-6">
      <div>
        <BackLink />
        <h1 id="import-title" className="text-xl font-semibold tracking-tight">
          {t.importTitle}
        </h1>
      </div>
      <LinkImport shared={link} onDraft={setDraft} />
      <FileImport onDrafts={setDrafts} />
    </Card>
  );
}

function LinkImport({ shared, onDraft }: { shared: string | null; onDraft: (draft: RecipeDraft) => void }) {
  const [url, setUrl] = useState(shared ?? "");
  const { reading, refusal, read } = useImportRead((address: string) => importLink(address.trim()), onDraft);
  const sharedRead = useRef(false);
  useEffect(() => {
    if (!shared || sharedRead.current) return;
    sharedRead.current = true;
    read(shared);
  });
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (url.trim()) read(url);
  };
  return (
    <form onSubmit={onSubmit} noValidate className="space-y-3" aria-labelledby="import-link-title">
      <h2 id="import-link-title" className="font-semibold">
        {t.linkTitle}
      </h2>
      <TextField
        id="import-url"
        type="url"
        label={t.linkLabel}
        placeholder="https://"
        autoComplete="off"
        value={url}
        onChange={(event) => setUrl(event.target.value)}
      />
      {refusal ? <FormAlert>{refusal}</FormAlert> : null}
      <Button type="submit" disabled={reading || url.trim() === ""} className="w-full sm:w-auto">
        {reading ? t.reading : t.readLink}
      </Button>
    </form>
  );
}

function FileImport({ onDrafts }: { onDrafts: (drafts: RecipeDraft[]) => void }) {
  const input = useId();
  const { reading, refusal, read } = useImportRead(importFile, onDrafts);
  return (
    <section className="space-y-3" aria-labelledby="import-file-title">
      <h2 id="import-file-title" className="font-semibold">
        {t.fileTitle}
      </h2>
      <p className="text-sm text-slate-600 dark:text-slate-400">{t.fileText}</p>
      <label htmlFor={input} className={buttonClass("secondary", `w-full cursor-pointer sm:w-auto ${reading ? "pointer-events-none opacity-50" : ""}`)}>
        {reading ? t.reading : t.chooseFile}
      </label>
      <input
        id={input}
        type="file"
        accept=".paprikarecipes,.zip,application/zip"
        className="sr-only"
        disabled={reading}
        onChange={(event) => {
          const file = event.currentTarget.files?.[0];
          event.currentTarget.value = "";
          if (file) read(file);
        }}
      />
      {refusal ? <FormAlert>{refusal}</FormAlert> : null}
    </section>
  );
}
