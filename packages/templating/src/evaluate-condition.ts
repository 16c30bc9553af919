import { safeStringify } from './format-value.js';
import type { ComparisonOperator } from './template-node.js';

/**
 * Truthiness of a condition operand: `undefined` (absent), `null`, `false`, `0`, `NaN`, `''`, the strings
 * `'false'` and `'0'`, empty arrays and empty objects are false; everything else is true.
 */
export function isTruthy(value: unknown): boolean {
  switch (typeof value) {
    case 'undefined':
      return false;
    case 'boolean':
      return value;
    case 'number':
      return value !== 0 && !Number.isNaN(value);
    case 'bigint':
      return value !== 0n;
    case 'string':
      return value !== '' && value !== 'false' && value !== '0';
    case 'object':
      if (value === null) return false;
      return Array.isArray(value) ? value.length > 0 : Object.keys(value).length > 0;
    default:
      return true;
  }
}

/** `value` as a number when it is one or is a numeric string (`'5'`, `' 2.5 '`), else `undefined`. */
function asNumber(value: unknown): number | undefined {
  if (typeof value === 'number') return Number.isNaN(value) ? undefined : value;
  if (typeof value === 'bigint') return Number(value);
  if (typeof value === 'string' && value.trim() !== '') {
    const number = Number(value);
    return Number.isFinite(number) ? number : undefined;
  }
  return undefined;
}

function isNumeric(value: unknown): boolean {
  return typeof value === 'number' || typeof value === 'bigint';
}

/**
 * Equality for conditions. A number against a numeric string compares as numbers (`'5' == 5`); a
 * boolean against a string compares with `'true'`/`'false'`; an absent value equals `null`; objects
 * and arrays compare by their JSON.
 */
function isEqual(left: unknown, right: unknown): boolean {
  if (left === right) return true;
  if (left === undefined || left === null || right === undefined || right === null) {
    return (left ?? null) === (right ?? null);
  }
  if (isNumeric(left) || isNumeric(right)) {
    const leftNumber = asNumber(left);
    const rightNumber = asNumber(right);
    return leftNumber !== undefined && leftNumber === rightNumber;
  }
  if (typeof left === 'boolean' && typeof right === 'string') return String(left) === right;
  if (typeof right === 'boolean' && typeof left === 'string') return String(right) === left;
  if (typeof left === 'object' && typeof right === 'object') {
    const json = safeStringify(left);
    return json !== undefined && json === safeStringify(right);
  }
  return false;
}

/**
 * Ordering for conditions: numbers (and numeric strings against numbers) compare as numbers, two strings
 * compare by code units; any other pair (absent, null, booleans, objects) is never ordered, so false.
 */
function compareOrder(left: unknown, right: unknown): number | undefined {
  if (typeof left === 'string' && typeof right === 'string') return left < right ? -1 : left > right ? 1 : 0;
  if (!isNumeric(left) && !isNumeric(right)) return undefined;
  const leftNumber = asNumber(left);
  const rightNumber = asNumber(right);
  if (leftNumber === undefined || rightNumber === undefined) return undefined;
  return leftNumber - rightNumber;
}

export function compareValues(left: unknown, operator: ComparisonOperator, right: unknown): boolean {
  switch (operator) {
    case '==':
      return isEqual(left, right);
    case '!=':
      return !isEqual(left, right);
    default: {
      const order = compareOrder(left, right);
      if (order === undefined) return false;
      if (operator === '>') return order > 0;
      if (operator === '<') return order < 0;
      if (operator === '>=') return order >= 0;
      return order <= 0;
    }
  }
}
