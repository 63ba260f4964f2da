import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { mediaListQuery } from '@healthdeck/sdk';
import { Button, Input, Modal, useHealthDeck, useMessages } from '@healthdeck/widgets';
import { errorMessage } from '../classes/errors.js';
import { useDebouncedValue } from '../hooks/use-debounced-value.js';
import { ctaFormMessages } from './messages.js';

/** spec 001 §9 Timing: icon search debounce 500 ms. */
export const ICON_SEARCH_DEBOUNCE_MS = 500;
const ICONS_SHOWN = 24;

/**
 * spec 001 §2 icon search modal: 'Search icons' opens a dialog that searches the uploaded images by
 * file name, 500 ms after the admin stops typing; choosing one puts its url in the icon field.
 */
export function IconSearch({ onPick }: { onPick: (url: string) => void }) {
  const M = useMessages(ctaFormMessages);
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button type="button" variant="outlined" onClick={() => setOpen(true)}>
        {M.iconSearch}
      </Button>
      {open ? (
        <IconSearchModal
          onClose={() => setOpen(false)}
          onPick={(url) => {
            onPick(url);
            setOpen(false);
          }}
        />
      ) : null}
    </>
  );
}

function IconSearchModal({ onClose, onPick }: { onClose: () => void; onPick: (url: string) => void }) {
  const M = useMessages(ctaFormMessages);
  const sdk = useHealthDeck();
  const [search, setSearch] = useState('');
  const settled = useDebouncedValue(search.trim(), ICON_SEARCH_DEBOUNCE_MS);
  const icons = useQuery({
    ...mediaListQuery(sdk, { page: 1, take: ICONS_SHOWN, content_type: 'image/*', ...(settled ? { search: settled } : {}) }),
    placeholderData: keepPreviousData,
    retry: false,
  });
  return (
    <Modal open onClose={onClose} title={M.iconSearchTitle} size="lg">
      <Input label={M.iconSearchLabel} name="icon-search" type="search" hint={M.iconSearchHint} value={search} onChange={(e) => setSearch(e.currentTarget.value)} />
      <div aria-live="polite" aria-busy={icons.isFetching}>
        {icons.isPending ? (
          <p role="status">{M.iconSearchLoading}</p>
        ) : icons.isError ? (
          <p role="alert" className="hd-form-error">
            {errorMessage(icons.error)}
          </p>
        ) : icons.data.media.length === 0 ? (
          <p>{M.iconSearchEmpty}</p>
        ) : (
          <ul className="hd-icon-results">
            {icons.data.media.map((item) => (
              <li key={item.id}>
                <button type="button" className="hd-icon-result" onClick={() => onPick(item.url)} aria-label={M.iconPick(item.file_name)}>
                  <img src={item.url} alt="" width={48} height={48} />
                  <span aria-hidden="true">{item.file_name}</span>
                </button>
              </li>
            ))}
          </ul>
        )}
      </div>
    </Modal>
  );
}
