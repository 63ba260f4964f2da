import { useId, type ReactNode } from 'react';
import type { Widget } from '@healthdeck/contract/light';
import { cardCtaTarget, CtaLink, imageSource } from './cta';
import { useFill } from './fill';

// spec 001 §2 Widget types, §3 Widget config; spec 000 §3.4 widget types, control types, link
// types, alignment. One small component per type; the config's texts have their {{path}}
// placeholders filled from the account before they show.

export const CONTENT_CARD_TYPES = ['common', 'nudge', 'headline', 'borderless', 'icon_nudge', 'quad', 'large_quad', 'two_content_links', 'text'] as const;
export type ContentCardType = (typeof CONTENT_CARD_TYPES)[number];

export interface ContentCardProps {
  /** The widget configuration (spec 001 §3 Widget config); its `type` picks the card. */
  config?: Widget;
}

type Fill = ReturnType<typeof useFill>;
interface CardProps {
  config: Widget;
  fill: Fill;
}

/**
 * spec 001 §5: the arrow-or-button choice exists only for the common type, and the text field for
 * button or icon nudge; so common follows cta_type, icon nudge is a button, the others an arrow.
 */
function controlOf(config: Widget): 'arrow' | 'button' {
  if (config.type === 'common') return config.cta_type === 'arrow' ? 'arrow' : 'button';
  return config.type === 'icon_nudge' ? 'button' : 'arrow';
}

function Cta({ config, fill }: CardProps) {
  const control = controlOf(config);
  const label = fill(config.cta_text?.trim() || (control === 'arrow' ? config.title : undefined));
  return <CtaLink target={cardCtaTarget(config)} control={control} label={label} />;
}

/** The card's frame: a region named by its title. */
function Frame({ config, className, title, children }: { config: Widget; className?: string; title: string | undefined; children: (titleId: string) => ReactNode }) {
  const titleId = useId();
  return (
    <section
      className={['hd-root', 'hd-content-card', `hd-content-card--${config.type}`, className].filter(Boolean).join(' ')}
      part="widget"
      aria-labelledby={title ? titleId : undefined}
      data-type={config.type}
    >
      {children(titleId)}
    </section>
  );
}

function Title({ id, text, className = 'hd-content-card__title' }: { id: string; text: string | undefined; className?: string }) {
  return text ? (
    <h2 id={id} className={className} part="title">
      {text}
    </h2>
  ) : null;
}

function Text({ text, className = 'hd-content-card__text' }: { text: string | undefined; className?: string }) {
  return text ? (
    <p className={className} part="body">
      {text}
    </p>
  ) : null;
}

/** A content image; its alternative text is the card's title (or empty, decorative, without one). */
function Image({ src, alt, className = 'hd-content-card__image' }: { src: string | undefined; alt: string | undefined; className?: string }) {
  const url = imageSource(src);
  return url ? <img className={className} part="image" src={url} alt={alt ?? ''} loading="lazy" /> : null;
}

/** common: the default card (image, title, text, optional arrow or button call to action). */
function CommonCard({ config, fill }: CardProps) {
  const title = fill(config.title);
  return (
    <Frame config={config} title={title}>
      {(id) => (
        <>
          <Image src={config.image} alt={title} />
          <div className="hd-content-card__content">
            <Title id={id} text={title} />
            <Text text={fill(config.subtitle)} className="hd-content-card__subtitle" />
            <Text text={fill(config.description)} />
          </div>
          <Cta config={config} fill={fill} />
        </>
      )}
    </Frame>
  );
}

/**
 * nudge (a short prompt in one row: image, title and text, arrow) and icon_nudge (an icon, title and
 * text, and a button reading cta_text): one row, told apart by the picture they lead with.
 */
function RowCard({ config, fill, icon }: CardProps & { icon: boolean }) {
  const title = fill(config.title);
  return (
    <Frame config={config} title={title} className="hd-content-card--row">
      {(id) => (
        <>
          {icon ? (
            <Image src={config.icon ?? config.image} alt="" className="hd-content-card__icon" />
          ) : (
            <Image src={config.image ?? config.icon} alt={title} className="hd-content-card__thumb" />
          )}
          <div className="hd-content-card__content">
            <Title id={id} text={title} />
            <Text text={fill(config.description ?? config.subtitle)} />
          </div>
          <Cta config={config} fill={fill} />
        </>
      )}
    </Frame>
  );
}

const NudgeCard = (props: CardProps) => <RowCard {...props} icon={false} />;
const IconNudgeCard = (props: CardProps) => <RowCard {...props} icon />;

/** headline: a large title over its subtitle and text, with the image beside it. */
function HeadlineCard({ config, fill }: CardProps) {
  const title = fill(config.title);
  return (
    <Frame config={config} title={title}>
      {(id) => (
        <>
          <div className="hd-content-card__content">
            <Title id={id} text={title} className="hd-content-card__title hd-content-card__title--headline" />
            <Text text={fill(config.subtitle)} className="hd-content-card__subtitle" />
            <Text text={fill(config.description)} />
            <Cta config={config} fill={fill} />
          </div>
          <Image src={config.image} alt={title} className="hd-content-card__image hd-content-card__image--side" />
        </>
      )}
    </Frame>
  );
}

/** borderless: no frame; the image left or right of the text (imagePosition LEFT, the default, or RIGHT). */
function BorderlessCard({ config, fill }: CardProps) {
  const title = fill(config.title);
  const right = config.imagePosition === 'RIGHT';
  return (
    <Frame config={config} title={title} className={`hd-content-card--row hd-content-card--image-${right ? 'right' : 'left'}`}>
      {(id) => {
        const image = <Image src={config.image} alt={title} className="hd-content-card__image hd-content-card__image--side" />;
        return (
          <>
            {right ? null : image}
            <div className="hd-content-card__content">
              <Title id={id} text={title} />
              <Text text={fill(config.subtitle)} className="hd-content-card__subtitle" />
              <Text text={fill(config.description)} />
              <Cta config={config} fill={fill} />
            </div>
            {right ? image : null}
          </>
        );
      }}
    </Frame>
  );
}

/** quad: a tile with the title, image and quadOptions' subtitle and description. */
function QuadCard({ config, fill }: CardProps) {
  const title = fill(config.title);
  return (
    <Frame config={config} title={title}>
      {(id) => (
        <>
          <Image src={config.image} alt={title} />
          <div className="hd-content-card__content">
            <Title id={id} text={title} />
            <Text text={fill(config.quadOptions?.subtitle ?? config.subtitle)} className="hd-content-card__subtitle" />
            <Text text={fill(config.quadOptions?.description ?? config.description)} />
          </div>
          <Cta config={config} fill={fill} />
        </>
      )}
    </Frame>
  );
}

/** A large_quad group's three image fields, in display order. */
const IMAGE_SLOTS = ['image_a', 'image_b', 'image_c'] as const;

/** large_quad: the title, then each group of largeQuadOptions with up to three images, its content and description. */
function LargeQuadCard({ config, fill }: CardProps) {
  const title = fill(config.title);
  const groups = config.largeQuadOptions?.groups ?? [];
  return (
    <Frame config={config} title={title}>
      {(id) => (
        <>
          <Title id={id} text={title} />
          <Text text={fill(config.description)} />
          {groups.length ? (
            // biome-ignore lint/a11y/noRedundantRoles: the list has list-style: none, and Safari/VoiceOver drop the list semantics of such a list without an explicit role
            <ul className="hd-content-card__groups" role="list">
              {groups.map((group, index) => {
                const content = fill(group.content);
                return (
                  // biome-ignore lint/suspicious/noArrayIndexKey: the configured groups have no id; they are shown in configuration order and never reordered here
                  <li key={index} className="hd-content-card__group">
                    <div className="hd-content-card__group-images">
                      {IMAGE_SLOTS.map((slot, i) => (
                        <Image key={slot} src={group[slot]} alt={i === 0 ? content : ''} className="hd-content-card__group-image" />
                      ))}
                    </div>
                    {content ? <p className="hd-content-card__group-content">{content}</p> : null}
                    <Text text={fill(group.description)} />
                  </li>
                );
              })}
            </ul>
          ) : null}
          <Cta config={config} fill={fill} />
        </>
      )}
    </Frame>
  );
}

/** two_content_links: the title and up to two entries, each a title and its own link (two_content_link_options). */
function TwoContentLinksCard({ config, fill }: CardProps) {
  const title = fill(config.title);
  const options = (config.two_content_link_options ?? []).slice(0, 2);
  return (
    <Frame config={config} title={title}>
      {(id) => (
        <>
          <Title id={id} text={title} />
          <Text text={fill(config.description)} />
          {/* biome-ignore lint/a11y/noRedundantRoles: the list has list-style: none, and Safari/VoiceOver drop the list semantics of such a list without an explicit role */}
          <ul className="hd-content-card__links" role="list">
            {options.map((option, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: the configured links have no id; they are shown in configuration order and never reordered here
              <li key={index} className="hd-content-card__link">
                <p className="hd-content-card__link-title">{fill(option.content_title)}</p>
                <CtaLink target={cardCtaTarget({ cta_url_type: 'url', cta_url: option.cta_url })} control="button" label={fill(option.cta_text)} />
              </li>
            ))}
          </ul>
        </>
      )}
    </Frame>
  );
}

/** text: a title and text (line breaks kept); its link may be none. */
function TextCard({ config, fill }: CardProps) {
  const title = fill(config.title);
  return (
    <Frame config={config} title={title} className="hd-content-card--plain">
      {(id) => (
        <>
          <Title id={id} text={title} />
          <Text text={fill(config.subtitle)} className="hd-content-card__subtitle" />
          <Text text={fill(config.description)} className="hd-content-card__text hd-content-card__text--long" />
          <Cta config={config} fill={fill} />
        </>
      )}
    </Frame>
  );
}

const CARDS: Record<ContentCardType, (props: CardProps) => ReactNode> = {
  common: CommonCard,
  nudge: NudgeCard,
  headline: HeadlineCard,
  borderless: BorderlessCard,
  icon_nudge: IconNudgeCard,
  quad: QuadCard,
  large_quad: LargeQuadCard,
  two_content_links: TwoContentLinksCard,
  text: TextCard,
};

const warned = new Set<string>();

/** The card for a widget config's type; nothing (logged once) for a type these cards do not render. */
export function ContentCard({ config }: ContentCardProps) {
  const fill = useFill();
  if (!config) return null;
  const Card = Object.hasOwn(CARDS, config.type) ? CARDS[config.type as ContentCardType] : undefined;
  if (!Card) {
    if (!warned.has(config.type)) {
      warned.add(config.type);
      console.error(`[healthdeck] <hd-content-card> does not render the widget type '${config.type}' ('${config.name}'); it is left out`);
    }
    return null;
  }
  return <Card config={config} fill={fill} />;
}
