/** Plans and subscriptions: the module catalogue and the pure rules (lib/plans). */
export * from './catalogue';
export * from './state';
