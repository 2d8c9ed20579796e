// Importing this evaluates RxJS (Apollo Client's observables; one vendor chunk) in a task of its own.
export { Observable } from 'rxjs';
