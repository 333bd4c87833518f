import type { DocumentId } from '../../core/print/job';
import { startPage, type DrawContext, type PageRecord } from './context';

/** Text pages filled top to bottom: a cursor that starts a new page when the next thing does not fit. */
export class Flow {
  page: PageRecord;
  y: number;

  constructor(
    private readonly ctx: DrawContext,
    private readonly document: DocumentId,
    private readonly title?: string,
    /** Called after every page break (e.g. to repeat a table head). */
    public onNewPage?: () => void,
  ) {
    this.page = this.start();
    this.y = this.page.content.yMm;
  }

  private start(): PageRecord {
    return startPage(this.ctx, this.document, { physical: false, ...(this.title ? { title: this.title } : {}) });
  }

  get x(): number {
    return this.page.content.xMm;
  }

  get width(): number {
    return this.page.content.widthMm;
  }

  get bottom(): number {
    return this.page.content.yMm + this.page.content.heightMm;
  }

  /** Height of an empty page's content area. */
  get pageHeight(): number {
    return this.page.content.heightMm;
  }

  newPage(): void {
    this.page = this.start();
    this.y = this.page.content.yMm;
    this.onNewPage?.();
  }

  /** Makes room for `heightMm`; breaks the page unless the cursor is already at the top. */
  ensure(heightMm: number): void {
    if (this.y + heightMm > this.bottom + 1e-6 && this.y > this.page.content.yMm + 1e-6) this.newPage();
  }
}
