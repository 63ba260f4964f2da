import { useId } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useStore } from '@nanostores/react';
import { NUTRITION_MAX } from '@healthdeck/contract/light';
import type { HealthDeck } from '@healthdeck/sdk';
import { useHealthDeck } from '../../provider/health-deck-context';
import { useMessages } from '../../i18n/language';
import { hostNavigation } from '../shared/host-navigation';
import { CalorieProgress } from '../../primitives/calorie-progress/calorie-progress';
import { NutrientProgress } from '../../primitives/nutrient-progress/nutrient-progress';
import { useReportLoadFailure } from '../shared/load-failure';
import { smartMealTrackerMessages, type SmartMealTrackerMessages } from './messages';
import { useHostNavigate } from '../../provider/host-navigate';
import { mealsDailyIntakeQuery } from '@healthdeck/sdk';

/** spec 001 §2: /client/log-meal is opened from the meal widget's buttons. */
export const LOG_MEAL_HREF = '/client/log-meal';

export interface SmartMealTrackerProps {
  /** Where 'Log a meal' goes (default /client/log-meal). */
  logMealHref?: string;
  /**
   * A host app's own navigation (the portal passes react-router's navigate): when given, a plain
   * click on 'Log a meal' is handed to it instead of loading the page; modified clicks open the link.
   */
  onNavigate?: (path: string) => void;
}

// spec 001 §2, §7 'Daily calorie intake' → intake, §9 Nutrition: the dashboard's Smart Meal Tracker.
export function SmartMealTracker(props: SmartMealTrackerProps) {
  const client = useHealthDeck();
  const session = useStore(client.$session);
  const t = useMessages(smartMealTrackerMessages);
  const titleId = useId();
  const href = props.logMealHref && props.logMealHref.length > 0 ? props.logMealHref : LOG_MEAL_HREF;
  const hostNavigate = useHostNavigate();
  const onNavigate = props.onNavigate ?? hostNavigate;
  const open = hostNavigation(onNavigate && (() => onNavigate(href)));
  return (
    <section className="hd-root hd-widget-card hd-meals" part="widget" aria-labelledby={titleId}>
      <h2 id={titleId} className="hd-widget-card__title hd-meals__title" part="title">
        {t.title}
      </h2>
      {session ? (
        <SignedInTracker client={client} t={t} />
      ) : (
        <p className="hd-signed-out" part="locked">
          {t.signedOut}
        </p>
      )}
      {session ? (
        <a className="hd-meals__log hd-button hd-button--filled hd-button--blue" part="button log-meal" href={href} onClick={open}>
          {t.logMeal}
        </a>
      ) : null}
    </section>
  );
}

function SignedInTracker({ client, t }: { client: HealthDeck; t: SmartMealTrackerMessages }) {
  const intake = useQuery({ ...mealsDailyIntakeQuery(client), retry: false });
  // spec 001 §8: 'Silently logged only: … calorie … load failures' — logged, no message, no hd-error.
  useReportLoadFailure('smart meal tracker', intake, '');

  if (intake.isPending) {
    return (
      <div className="hd-meals__skeleton" part="skeleton" role="status" aria-busy="true" aria-label={t.loading}>
        <span className="hd-meals__bone hd-meals__bone--calories" />
        <span className="hd-meals__bone hd-meals__bone--rings" />
      </div>
    );
  }
  if (!intake.data) {
    return (
      <p className="hd-meals__empty" part="empty">
        {t.empty}
      </p>
    );
  }

  const { energy, carbs, protein, fat } = intake.data.intake;
  return (
    <div className="hd-meals__body" part="body">
      <div className="hd-meals__calories" data-testid="meal-calories" data-consumed={energy.quantity}>
        <CalorieProgress consumed={energy.quantity} max={NUTRITION_MAX.energy} unit={energy.unit} label={t.calories} />
      </div>
      <div className="hd-meals__nutrients" part="nutrients">
        <NutrientProgress value={carbs.quantity} max={NUTRITION_MAX.carbs} label={t.carbs} unit={carbs.unit} />
        <NutrientProgress value={protein.quantity} max={NUTRITION_MAX.protein} label={t.protein} unit={protein.unit} />
        <NutrientProgress value={fat.quantity} max={NUTRITION_MAX.fat} label={t.fat} unit={fat.unit} />
      </div>
      {energy.quantity === 0 ? (
        <p className="hd-meals__empty" part="empty">
          {t.empty}
        </p>
      ) : null}
    </div>
  );
}
