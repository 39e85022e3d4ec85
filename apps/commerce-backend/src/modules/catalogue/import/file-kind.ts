import { COLUMNS } from './columns'
import type { Column } from './columns'

// What a catalogue (or price) file is read into, what it may be, and how a problem names its place.

export type FileFormat = 'csv' | 'jsonl'

/** Limits of one file; the defaults suit a catalogue of a million products. */
export interface ReadLimits {
  /** The file's size at most, in bytes (`CATALOGUE_IMPORT_MAX_BYTES`). */
  maxBytes: number
  /** Cells (or JSON keys) per row at most. */
  maxColumns: number
  /** Characters per cell at most. */
  maxCellLength: number
}

export const DEFAULT_READ_LIMITS: ReadLimits = {
  maxBytes: 1024 * 1024 * 1024,
  maxColumns: 64,
  maxCellLength: 10_000,
}

/** A problem that names its place in the file: 1-based line, and the column when there is one. */
export interface Violation {
  line: number
  column: string | null
  message: string
}

/** The file cannot be read on (not CSV or JSON Lines, not UTF-8, too large): nothing is imported. */
export class FileError extends Error {
  constructor(readonly violation: Violation) {
    super(violation.message)
  }
}

export type Cells = Partial<Record<Column, string>>

export interface ReadRow {
  line: number
  cells: Cells
}

/**
 * What kind of file is read: its columns, the one every header must name (null: none), and its
 * name and format document for messages. The price files (modules/prices) are read by the same
 * reader with their own kind.
 */
export interface FileKind {
  columns: readonly string[]
  required: string | null
  name: string
  doc: string
}

export const CATALOGUE_FILE: FileKind = {
  columns: COLUMNS,
  required: 'sku',
  name: 'catalogue',
  doc: 'docs/catalogue-format.md',
}
