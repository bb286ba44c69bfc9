export declare function sourceHash(): string;
