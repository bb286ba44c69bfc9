import { useState } from 'react';
import { Button as AriaButton, Collection, Dialog, DialogTrigger, DropIndicator, GridList, GridListItem, Header, ListBox, ListBoxItem, ListBoxSection, Popover, Text, useDragAndDrop } from 'react-aria-components';
import type { PageBlock } from '../../../shared/pages/page-blocks.schema';
import { GENERIC_BLOCK_TYPES } from '../../../shared/pages/page-block-types';
import { addableBlockTypes, BLOCK_NAMES } from '../../../shared/pages/page-document';
import { Button } from '../../ui/button';
import * as selectStyles from '../../ui/select.css';
import { isTopBlock } from './block-order';
import * as styles from './page-builder.css';
import { hasSectionTexts } from './section-text-fields';
import type { PageEditorState } from './use-page-editor';

/** What the block list calls a block: its kind, and its heading where it has one (a spec section's kind already names it). */
export function blockLabel(block: PageBlock): string {
  const heading = 'heading' in block && !hasSectionTexts(block) && block.heading.trim() ? block.heading.trim() : undefined;
  return heading ? `${BLOCK_NAMES[block.type]}: ${heading}` : BLOCK_NAMES[block.type];
}

function BlockRow({ block, index, editor }: { block: PageBlock; index: number; editor: PageEditorState }) {
  const blocks = editor.document.blocks;
  const fixed = isTopBlock(blocks, block.id);
  const first = index === (isTopBlock(blocks, blocks[0]?.id ?? '') ? 1 : 0);
  const name = blockLabel(block);
  const problem = editor.showErrors ? editor.errors.blocks[block.id]?.[''] : undefined;
  return (
    <GridListItem id={block.id} textValue={name} className={styles.block}>
      <Text className={styles.blockName}>
        <strong>{index + 1}.</strong> {name}
        {fixed ? ' (fixed at the top: it carries the page’s main heading)' : ''}
      </Text>
      {problem ? (
        <Text slot="description" className={styles.blockProblem}>
          Needs attention: {problem}
        </Text>
      ) : null}
      <div className={styles.actions}>
        {fixed ? null : (
          <AriaButton slot="drag" className={styles.dragHandle} aria-label={`Drag ${name}`}>
            ≡
          </AriaButton>
        )}
        <Button tone="secondary" onPress={() => editor.select(block.id)} aria-label={`Edit ${name}`}>
          Edit
        </Button>
        {fixed ? null : (
          <>
            <Button tone="secondary" isDisabled={first} onPress={() => editor.moveBlock(block.id, -1)} aria-label={`Move ${name} up`}>
              Move up
            </Button>
            <Button tone="secondary" isDisabled={index === blocks.length - 1} onPress={() => editor.moveBlock(block.id, 1)} aria-label={`Move ${name} down`}>
              Move down
            </Button>
            <Button tone="secondary" onPress={() => editor.removeBlock(block.id)} aria-label={`Remove ${name}`}>
              Remove
            </Button>
          </>
        )}
      </div>
    </GridListItem>
  );
}

/**
 * The page's blocks in order: choose one to edit (a click, or Enter on the row), drag one by its handle (by
 * keyboard too: Enter on the handle, arrows, Enter), or move it with its buttons. The top block stays first.
 */
export function BlockList({ editor, onAdded }: { editor: PageEditorState; onAdded: (block: PageBlock) => void }) {
  const blocks = editor.document.blocks;
  const { dragAndDropHooks } = useDragAndDrop({
    getItems: (keys) => [...keys].map((key) => ({ 'text/plain': String(key) })),
    onReorder: (event) => editor.dropBlocks([...event.keys].map(String), String(event.target.key), event.target.dropPosition === 'after' ? 'after' : 'before'),
    renderDropIndicator: (target) => <DropIndicator target={target} className={styles.dropIndicator} />,
  });
  const addable = addableBlockTypes(blocks);
  const generic: readonly string[] = GENERIC_BLOCK_TYPES;
  const groups = [
    { id: 'own', name: 'Your own blocks', types: addable.filter((type) => generic.includes(type)) },
    { id: 'sections', name: 'The site’s sections', types: addable.filter((type) => !generic.includes(type)) },
  ]
    .map((group) => ({ ...group, types: group.types.map((type) => ({ id: type, name: BLOCK_NAMES[type] })) }))
    .filter((group) => group.types.length > 0);
  const [adding, setAdding] = useState(false);
  return (
    <div className={styles.column}>
      <GridList
        aria-label="Blocks, in the order the page shows them"
        items={blocks}
        // A row shows its place and the page's problems: render it again when they change, not only when its block does.
        dependencies={[blocks, editor.showErrors, editor.errors]}
        className={styles.list}
        keyboardNavigationBehavior="tab"
        selectionMode="single"
        disallowEmptySelection
        selectedKeys={editor.selectedId ? [editor.selectedId] : []}
        onSelectionChange={(keys) => {
          if (keys !== 'all' && keys.size > 0) editor.select(String([...keys][0]));
        }}
        dragAndDropHooks={dragAndDropHooks}
        renderEmptyState={() => 'No blocks yet: add one.'}
      >
        {(block) => <BlockRow block={block} index={blocks.indexOf(block)} editor={editor} />}
      </GridList>
      <DialogTrigger isOpen={adding} onOpenChange={setAdding}>
        <Button>Add block</Button>
        <Popover className={selectStyles.popover}>
          <Dialog aria-label="Block to add">
            <ListBox
              aria-label="Block to add"
              autoFocus="first"
              className={selectStyles.listBox}
              items={groups}
              onAction={(type) => {
                setAdding(false);
                void editor.addBlock(type as PageBlock['type']).then(onAdded);
              }}
            >
              {(group) => (
                <ListBoxSection id={group.id}>
                  <Header className={styles.menuHeader}>{group.name}</Header>
                  <Collection items={group.types}>
                    {(item) => (
                      <ListBoxItem id={item.id} textValue={item.name} className={selectStyles.option}>
                        {item.name}
                      </ListBoxItem>
                    )}
                  </Collection>
                </ListBoxSection>
              )}
            </ListBox>
          </Dialog>
        </Popover>
      </DialogTrigger>
      <p className={styles.status}>A new block goes after the selected one.</p>
    </div>
  );
}
