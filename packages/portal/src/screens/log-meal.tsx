import { useEffect, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { useStore } from '@nanostores/react';
import { MEAL_LIMITS, NUTRITION_MAX, type Ingredient } from '@healthdeck/contract/light';
import { BadRequest, fetchMealIngredients, saveMeal, uploadMealPicture } from '@healthdeck/sdk';
import { Button, Input, LockedState, recordUserFlow, toast, useHealthDeck, useMessages, useUserFlowStart } from '@healthdeck/widgets';
import { MealPicture } from '@healthdeck/widgets/smart-meal-tracker';
import { FormAlert } from '../components/form-alert.js';
import { errorMessage } from '../forms/error-message.js';
import { focusFirstError } from '../forms/focus-first-error.js';
import { formMessages } from '../forms/form-messages.js';
import { localDateTimeText, mealBody, mealFieldErrors, pictureProblem, runningTotals, type MealErrors, type MealRow } from '../forms/meal.js';
import { shellMessages } from '../shell/shell-messages.js';
import { logMealMessages } from './log-meal-messages.js';
import './log-meal.css';

/** spec 001 §9: autocomplete debounce 500 ms. */
export const INGREDIENT_SEARCH_DEBOUNCE_MS = 500;

/**
 * /client/log-meal (spec 001 §2, opened from the meal widget's buttons): name, time eaten (now by
 * default), an optional picture (sealed and uploaded as soon as it is chosen, previewed from the
 * file, then from the stored copy opened in the browser),
 * ingredients found by search with grams each, running totals; Save goes back to /client/home.
 * The server's 400 messages go under the fields (spec 000 §8) and nothing typed is lost.
 */
export function LogMealScreen() {
  const sdk = useHealthDeck();
  const t = useMessages(logMealMessages);
  const dataKey = useStore(sdk.$dataKey);
  const f = useMessages(formMessages);
  const { success } = useMessages(shellMessages);
  const navigate = useNavigate();
  const formRef = useRef<HTMLFormElement>(null);
  const nextKey = useRef(1);
  const [name, setName] = useState('');
  const [eatenAt, setEatenAt] = useState(() => localDateTimeText(new Date()));
  const [rows, setRows] = useState<MealRow[]>([]);
  const [errors, setErrors] = useState<MealErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const picture = usePicture();
  const search = useIngredientSearch();
  // spec 000 §3.4: logging a meal starts when this screen opens and finishes when the meal is saved.
  useUserFlowStart(sdk, 'meals_started');

  const clearError = (key: string) => setErrors((current) => ({ ...current, [key]: undefined }));

  const add = (ingredient: Ingredient) => {
    if (rows.length >= MEAL_LIMITS.itemsMax) {
      setErrors((current) => ({ ...current, items: f.mealItems }));
      return;
    }
    setRows((current) => [...current, { key: nextKey.current++, ingredient, grams: '100' }]);
    clearError('items');
  };
  // Removing a row shifts the indexes the server's item messages refer to: they are cleared.
  const remove = (key: number) => {
    setRows((current) => current.filter((r) => r.key !== key));
    setErrors((current) => Object.fromEntries(Object.entries(current).filter(([k]) => !k.startsWith('items.'))));
  };
  const setGrams = (index: number, key: number, grams: string) => {
    setRows((current) => current.map((r) => (r.key === key ? { ...r, grams } : r)));
    clearError(`items.${index}.grams`);
  };

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy || picture.uploading) return;
    setFormError(null);
    setBusy(true);
    try {
      const result = await saveMeal(sdk, mealBody({ name, eatenAt, rows, pictureId: picture.id }));
      if (result.ok) {
        recordUserFlow(sdk, 'meals_finished');
        toast({ kind: 'success', title: success, message: t.saved });
        void navigate('/client/home');
        return;
      }
      // spec 000 §8: the 400 body comes back as a value; its messages go under the fields.
      const found = mealFieldErrors(result.error);
      setErrors(found);
      if (Object.keys(found).length > 0) focusFirstError(formRef.current, found);
      if (Object.keys(found).length === 0 || found.items) setFormError(found.items ?? result.error.message);
    } catch (error) {
      setFormError(errorMessage(error, f.unexpected)); // 'Failed to create meal' (spec 000 §8)
    } finally {
      setBusy(false);
    }
  }

  const totals = runningTotals(rows);

  return (
    <div className="hd-page hd-log-meal">
      <h1>{t.title}</h1>
      {/* The session's keys are closed (a reload, the idle lock): the one locked state, in place. */}
      {dataKey ? null : <LockedState t={t.locked} />}
      <form ref={formRef} className="hd-card hd-form hd-log-meal__form" noValidate onSubmit={onSubmit} aria-busy={busy}>
        <FormAlert message={formError} />
        <Input
          label={t.name}
          name="name"
          required
          maxLength={MEAL_LIMITS.nameMax}
          autoComplete="off"
          value={name}
          error={errors.name}
          onChange={(e) => {
            setName(e.currentTarget.value);
            clearError('name');
          }}
        />
        <Input
          label={t.eatenAt}
          name="eaten_at"
          type="datetime-local"
          required
          value={eatenAt}
          error={errors.eaten_at}
          onChange={(e) => {
            setEatenAt(e.currentTarget.value);
            clearError('eaten_at');
          }}
        />
        <Input
          label={t.picture}
          name="picture"
          type="file"
          accept={MEAL_LIMITS.pictureTypes.join(',')}
          error={errors.picture ?? picture.error}
          hint={picture.uploading ? t.uploading : undefined}
          onChange={(e) => {
            clearError('picture');
            void picture.choose(e);
          }}
        />
        {picture.id ? (
          // Once stored: the server's sealed copy, opened with the member's key.
          <MealPicture pictureId={picture.id} className="hd-log-meal__preview" alt={t.preview} unlockHere={false} />
        ) : picture.preview ? (
          <img className="hd-log-meal__preview" src={picture.preview} alt={t.preview} />
        ) : null}

        <Input
          label={t.search}
          name="ingredient_search"
          type="search"
          autoComplete="off"
          value={search.text}
          hint={t.searchHint}
          error={search.error}
          onChange={(e) => search.setText(e.currentTarget.value)}
        />
        {search.results.length > 0 ? (
          <ul className="hd-log-meal__results" aria-label={t.found}>
            {search.results.map((ingredient) => (
              <li key={ingredient.id}>
                <span>
                  {ingredient.name} <small>{t.perHundredGrams(ingredient.per_100g.energy.quantity)}</small>
                </span>
                <Button type="button" variant="outlined" onClick={() => add(ingredient)} aria-label={t.addIngredient(ingredient.name)}>
                  {t.add}
                </Button>
              </li>
            ))}
          </ul>
        ) : search.text.trim() && !search.searching && !search.error ? (
          <p className="hd-log-meal__none">{t.noMatch}</p>
        ) : null}

        <fieldset className="hd-log-meal__items">
          <legend>{t.ingredients}</legend>
          {rows.length === 0 ? <p className="hd-log-meal__none">{t.noIngredients}</p> : null}
          {errors.items ? (
            <p className="hd-field__error" role="alert">
              {errors.items}
            </p>
          ) : null}
          {rows.map((row, index) => (
            <div className="hd-log-meal__item" key={row.key}>
              <Input
                label={t.grams(row.ingredient.name)}
                name={`items.${index}.grams`}
                type="text"
                inputMode="numeric"
                autoComplete="off"
                value={row.grams}
                error={errors[`items.${index}.grams`] ?? errors[`items.${index}.ingredient_id`]}
                onChange={(e) => setGrams(index, row.key, e.currentTarget.value)}
              />
              <Button type="button" variant="plain" color="red" onClick={() => remove(row.key)} aria-label={t.removeIngredient(row.ingredient.name)}>
                {t.remove}
              </Button>
            </div>
          ))}
        </fieldset>

        <dl className="hd-log-meal__totals" aria-label={t.totals}>
          <div>
            <dt>{t.calories}</dt>
            <dd data-testid="total-energy">
              {totals.energy} / {NUTRITION_MAX.energy} {t.kcal}
            </dd>
          </div>
          <div>
            <dt>{t.carbs}</dt>
            <dd>{totals.carbs} g</dd>
          </div>
          <div>
            <dt>{t.protein}</dt>
            <dd>{totals.protein} g</dd>
          </div>
          <div>
            <dt>{t.fat}</dt>
            <dd>{totals.fat} g</dd>
          </div>
        </dl>

        <div className="hd-log-meal__actions">
          <Button type="button" variant="outlined" onClick={() => void navigate('/client/home')}>
            {t.cancel}
          </Button>
          <Button type="submit" loading={busy} disabled={busy || picture.uploading}>
            {t.save}
          </Button>
        </div>
      </form>
    </div>
  );
}

/** The chosen picture: checked in the browser, uploaded at once, previewed from the file itself. */
function usePicture() {
  const sdk = useHealthDeck();
  const f = useMessages(formMessages);
  const [id, setId] = useState<string | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const [error, setError] = useState<string | undefined>(undefined);
  const [uploading, setUploading] = useState(false);
  const attempt = useRef(0);

  useEffect(() => () => void (preview && URL.revokeObjectURL(preview)), [preview]);

  async function choose(event: ChangeEvent<HTMLInputElement>) {
    const file = event.currentTarget.files?.[0];
    const mine = ++attempt.current;
    setId(null);
    setPreview(null);
    setError(undefined);
    if (!file) return;
    const problem = pictureProblem(file, f);
    if (problem) {
      setError(problem);
      return;
    }
    setPreview(URL.createObjectURL(file));
    setUploading(true);
    try {
      // Sealed in the browser before it is sent: the server keeps only ciphertext.
      const uploaded = await uploadMealPicture(sdk, file);
      if (mine === attempt.current) setId(uploaded.picture_id);
    } catch (failure) {
      if (mine !== attempt.current) return;
      setPreview(null);
      setError(failure instanceof BadRequest ? failure.message : errorMessage(failure, f.unexpected));
    } finally {
      if (mine === attempt.current) setUploading(false);
    }
  }
  return { id, preview, error, uploading, choose };
}

/** spec 001 §9: the ingredient autocomplete asks the server 500 ms after the last keystroke. */
function useIngredientSearch() {
  const sdk = useHealthDeck();
  const { unexpected } = useMessages(formMessages);
  const [text, setText] = useState('');
  const [results, setResults] = useState<Ingredient[]>([]);
  const [searching, setSearching] = useState(false);
  const [error, setError] = useState<string | undefined>(undefined);

  useEffect(() => {
    const query = text.trim();
    if (!query) {
      setResults([]);
      setSearching(false);
      return;
    }
    setSearching(true);
    const controller = new AbortController();
    const timer = setTimeout(() => {
      fetchMealIngredients(sdk, query, controller.signal).then(
        (answer) => {
          setResults(answer.ingredients);
          setError(undefined);
          setSearching(false);
        },
        (failure: unknown) => {
          if (controller.signal.aborted) return;
          setResults([]);
          setError(errorMessage(failure, unexpected));
          setSearching(false);
        },
      );
    }, INGREDIENT_SEARCH_DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [sdk, text, unexpected]);

  return { text, setText, results, searching, error };
}
