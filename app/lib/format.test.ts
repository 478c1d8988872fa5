import { describe, expect, it } from 'vitest';
import { formatCount, formatFileSize, formatLongDate, formatPageRange } from './format';

describe('formatLongDate', () => {
  it('writes US long dates and N/A for nothing', () => {
    expect(formatLongDate('2026-03-02T09:30:00Z')).toBe('March 2, 2026');
    expect(formatLongDate(null)).toBe('N/A');
    expect(formatLongDate('not a date')).toBe('N/A');
  });
});

describe('formatFileSize', () => {
  it('uses bytes, KB and MB with one decimal below 10', () => {
    expect(formatFileSize(1)).toBe('1 byte');
    expect(formatFileSize(512)).toBe('512 bytes');
    expect(formatFileSize(2048)).toBe('2 KB');
    expect(formatFileSize(1536)).toBe('1.5 KB');
    expect(formatFileSize(348_160)).toBe('340 KB');
    expect(formatFileSize(1_048_570)).toBe('1 MB');
    expect(formatFileSize(10_485_760)).toBe('10 MB');
    expect(formatFileSize(1_258_291)).toBe('1.2 MB');
  });

  it('says so when the size is unknown', () => {
    expect(formatFileSize(null)).toBe('size unknown');
    expect(formatFileSize(-1)).toBe('size unknown');
  });
});

describe('formatPageRange', () => {
  it('joins first and last page with an en dash, however they were typed', () => {
    expect(formatPageRange('101-115')).toBe('101–115');
    expect(formatPageRange(' 101 – 115 ')).toBe('101–115');
    expect(formatPageRange('101—115')).toBe('101–115');
    expect(formatPageRange('e1234')).toBe('e1234');
  });

  it('gives null when there are no pages', () => {
    expect(formatPageRange(null)).toBeNull();
    expect(formatPageRange(undefined)).toBeNull();
    expect(formatPageRange('  ')).toBeNull();
  });
});

describe('formatCount', () => {
  it('writes thousands separators', () => {
    expect(formatCount(0)).toBe('0');
    expect(formatCount(999)).toBe('999');
    expect(formatCount(1234567)).toBe('1,234,567');
  });
});
