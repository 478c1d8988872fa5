/** Every journal fact that pages share (issue 5): import from here or from `contract/journal`. */
export * from './identity';
export * from './schedule';
export * from './office';
export * from './review';
export * from './manuscripts';
export * from './fees';
export * from './privacy';
export * from './template';
export * from './public-pages';
